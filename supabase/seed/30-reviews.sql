-- Reviews written for this site, in its own words, from the products' published specifications.
-- They describe shape, specifications, who a mouse suits and its trade-offs; they report no
-- measurements of our own. product_handles name the mice a review is about (the reviewed mouse and
-- its family); mentioned_handles the mice it only mentions. Both name mice of this seed (a test checks them).
insert into catalog.reviews (slug, title, excerpt, body_markdown, author, published_at,
                             product_category, product_handles, cover_image, mentioned_handles)
values
(
'logitech/g-pro-x-superlight-2',
'Logitech G Pro X Superlight 2: the safe shape, refined',
'Logitech kept the shell that made the first Superlight a default choice and changed what is inside: the HERO 2 sensor, 8000 Hz wireless and Lightforce switches.',
$md$
## What it is

The G Pro X Superlight 2 is Logitech's second lightweight version of the G Pro shape. On paper it is the same size as the original Superlight: **125 mm long, 63.5 mm wide and 40 mm tall**, and Logitech quotes **60 g**, three grams less than its predecessor. The changes are inside the shell.

## Specifications that matter

- **Sensor:** HERO 2, up to 44,000 DPI after Logitech's firmware update (Logitech has not confirmed a tracking speed for the updated sensor).
- **Polling rate:** up to 8000 Hz over the LIGHTSPEED receiver.
- **Switches:** Lightforce hybrid optical-mechanical switches.
- **Buttons:** two main buttons, the wheel click and two side buttons on the left.
- **Connection:** wireless, charged and usable over USB-C.

## The shape

This is a symmetrical mouse with a slight outward flare at the front and gently pinched sides, with the hump close to the centre. It is neutral rather than ambitious: nothing pushes the hand into one posture, which is why it suits palm grip on small hands, claw grip on medium hands and fingertip grip on large ones. The side buttons are on the left only, so it is a right-handed mouse despite its symmetrical body.

## Who it suits

- Players who want a proven, neutral shape and do not want to experiment.
- Anyone upgrading from the G Pro Wireless or the first Superlight: the hand position is the same.
- Players who value long battery life and a mainstream software suite.

## Trade-offs

- The shape is deliberately plain. Hands that like a pronounced hump or a right-side tilt will find more support in an ergonomic mouse such as the DEX version of the same mouse.
- At 40 mm the back is fairly low for palm grip on large hands.
- 8000 Hz polling shortens battery life compared with 1000 Hz; most players will not need to run it all the time.

## Verdict

The Superlight 2 does not reinvent anything, and that is its point. If the G Pro shape fits you, this is the most complete version of it Logitech has made. If you are unsure, compare it with the Razer Viper V3 Pro, which has a similar footprint and a taller back.
$md$,
'MouseCompare editorial team', '2026-02-10', 'mouse',
'{logitech-g-pro-x-superlight-2,logitech-g-pro-x-superlight}', 'reviews/g-pro-x-superlight-2.webp', '{}'
),
(
'razer/viper-v3-pro',
'Razer Viper V3 Pro: taller, lighter, faster',
'The Viper V3 Pro keeps the Viper name but changes the shell: a taller back, no buttons on the right and a 54 g body around the Focus Pro 35K sensor.',
$md$
## A new Viper shell

Razer's Viper V3 Pro measures **127.1 × 63.9 × 39.9 mm** and weighs **54 g** in black. Compared with the Viper V2 Pro (126.7 × 66.2 × 37.8 mm) it is narrower and about two millimetres taller, and the hump sits a little further back. It is still a symmetrical right-handed mouse: both side buttons are on the left.

## Specifications

- **Sensor:** Focus Pro 35K (second generation), up to 35,000 DPI, 750 IPS, 70 G.
- **Polling rate:** up to 8000 Hz wireless with the included HyperPolling dongle.
- **Switches:** Razer Optical Mouse Switches, third generation, rated for 90 million clicks.
- **Buttons:** left, right, wheel click, two side buttons; the DPI button is underneath.

## Shape and grip

The front flares out slightly and the sides curve inward, which gives the fingers a clear place to hold the mouse. The taller, rear-biased hump fills the palm better than older Vipers, so palm and relaxed claw grips on medium to large hands work well. Fingertip players with small hands may find it long.

## Who it suits

- Players who liked the Viper family but wanted more support under the palm.
- Anyone looking for a light symmetrical mouse with 8000 Hz wireless in the box.
- People moving from the G Pro X Superlight 2 who want a similar footprint with a fuller back.

## Trade-offs

- The left-only side buttons make it a right-handed mouse; left-handed players should look at ambidextrous designs such as the original Viper.
- 8000 Hz wireless costs battery life and asks more of the computer; 1000 or 2000 Hz is a sensible everyday setting.
- The narrower body changes the feel for players who relied on the V2 Pro's width.

## Verdict

The Viper V3 Pro is less a refresh than a new shape with a familiar name. If your hand wants a higher back than the Superlight 2 offers, it is one of the most complete symmetrical wireless mice available.
$md$,
'MouseCompare editorial team', '2026-03-02', 'mouse',
'{razer-viper-v3-pro,razer-viper-v2-pro,razer-viper-v3-hyperspeed}', 'reviews/viper-v3-pro.webp', '{}'
),
(
'razer/deathadder-v3-pro',
'Razer DeathAdder V3 Pro: the classic right-hand shape, slimmed down',
'Razer trimmed the DeathAdder to 63 g and sharpened its lines without giving up the right-handed shape that made it popular.',
$md$
## Overview

The DeathAdder has been Razer's right-handed ergonomic shape for years. The DeathAdder V3 Pro measures **128 × 68 × 44 mm** and weighs **63 g**, a large drop from earlier wireless DeathAdders, and the wired DeathAdder V3 uses the same shape at **59 g**.

## Specifications

- **Sensor:** Focus Pro 30K, up to 30,000 DPI, 750 IPS, 70 G.
- **Polling rate:** up to 8000 Hz with Razer's HyperPolling dongle.
- **Switches:** third-generation Razer Optical Mouse Switches, rated for 90 million clicks.
- **Buttons:** five: left, right, wheel click and two side buttons.

## The shape

The left side rises into a tall, rear-biased hump and slopes down towards the right, and the front flares out so the ring and little fingers have room. Compared with older DeathAdders the V3 is flatter-sided and more angular. It is a shape for the right hand only.

### Grip styles

- **Palm grip:** the natural fit on medium and large hands, with the hump filling the palm.
- **Claw grip:** works well; the back is tall enough to anchor the palm.
- **Fingertip grip:** possible on large hands, but a 128 mm mouse is long for most.

## Who it suits

- Right-handed players with medium to large hands who like an ergonomic tilt.
- Owners of earlier DeathAdders who want the same hand position at a much lower weight.
- Players who want the option of 8000 Hz wireless.

## Trade-offs

- Small hands will find it long and tall; the DeathAdder V3 HyperSpeed is slightly smaller.
- Only two side buttons and no DPI button on top.
- A right-hand-only shape, with no left-handed version.

## Verdict

The DeathAdder V3 Pro is the DeathAdder idea made as light as it reasonably can be. If you already know you like a large right-handed ergonomic mouse, it is among the strongest options; if you are between sizes, compare it with the Zowie EC2-C and the Pulsar Xlite V3.
$md$,
'MouseCompare editorial team', '2026-03-20', 'mouse',
'{razer-deathadder-v3-pro,razer-deathadder-v3,razer-deathadder-v3-hyperspeed}', 'reviews/deathadder-v3-pro.webp', '{}'
),
(
'zowie/ec-c-series',
'Zowie EC1-C, EC2-C and EC3-C: one shape in three sizes',
'Zowie sells the EC shape in three sizes and keeps the electronics simple: a PMW3360 capped at 3200 DPI, a cable and no software.',
$md$
## Three sizes of one idea

Zowie's EC series is a right-handed ergonomic shape offered in three sizes:

| Model | Length | Width | Height | Weight |
|---|---|---|---|---|
| EC1-C | 130 mm | 69 mm | 42 mm | 80 g |
| EC2-C | 123 mm | 65 mm | 42 mm | 73 g |
| EC3-C | 119 mm | 66 mm | 41 mm | 70 g |

The same shape exists as the wireless EC-CW and EC-DW models, so a player can keep the size they know when going wireless.

## Specifications

- **Sensor:** PixArt PMW3360 on the wired C models, set to 400, 800, 1600 or 3200 DPI.
- **Polling rate:** 125, 500 or 1000 Hz, chosen with a button underneath.
- **Software:** none. Settings live in the mouse.
- **Buttons:** left, right, wheel click, two side buttons and a DPI button under the mouse.

## The shape

The EC has a tall back that leans to the right, a pronounced hump behind the centre and sides that curve inward under the thumb. It is a palm-grip mouse first and a claw-grip mouse second. The three sizes keep the same proportions, so the choice is about hand length more than about grip.

## Who it suits

- Players who want a right-handed ergonomic shape with no software at all.
- Anyone who wants to pick the exact size: EC1 for large hands, EC2 for most hands, EC3 for smaller ones.
- Players who find 3200 DPI more than enough, which covers most competitive settings.

## Trade-offs

- At 70 to 80 g the wired C models are heavier than current lightweight mice; the DW models are much lighter.
- 3200 DPI is the limit, whatever the sensor could do.
- No onboard profiles or lighting, by design.

## Choosing a size

Hand length, measured from the wrist crease to the tip of the middle finger, is the most useful guide. As a rough rule, the EC3-C suits hands up to about 18 cm, the EC2-C the middle of the range and the EC1-C hands of 19.5 cm and above, with claw-grip players often choosing one size smaller than palm-grip players. Width changes less than length across the three sizes, so the difference is mostly felt in how far the fingers reach over the buttons.

## Verdict

The EC-C series is the plainest way to buy a proven ergonomic shape in the right size. If you want lighter and wireless, the EC-DW models keep the same dimensions.
$md$,
'MouseCompare editorial team', '2026-01-18', 'mouse',
'{zowie-ec1-c,zowie-ec2-c,zowie-ec3-c}', null, '{}'
),
(
'pulsar/x2v2',
'Pulsar X2V2: a low, flat symmetrical mouse for claw and fingertip grips',
'The X2V2 refines Pulsar''s low-profile symmetrical shape and ships in two sizes: the X2V2 at 53 g and the X2V2 Mini at 51 g.',
$md$
## What it is

The Pulsar X2V2 is the second version of the X2, a symmetrical mouse with a low, flat back. It comes in two sizes:

- **X2V2:** 120 × 63 × 38 mm, 53 g.
- **X2V2 Mini:** 116 × 61 × 37 mm, 51 g.

## Specifications

- **Sensor:** PixArt PAW3395, up to 26,000 DPI, 650 IPS, 50 G.
- **Polling rate:** 1000 Hz with the standard receiver; Pulsar sells faster dongles separately.
- **Connection:** wireless, with USB-C charging.
- **Buttons:** left, right, wheel click and two left-side buttons.

## The shape

The X2 family is built around a flat top with very little hump, straight sides and a low height. The hand does not rest on the mouse so much as hold it from above, which suits claw and fingertip grips. For players who prefer a higher back, Pulsar makes the X2H, the same idea with a taller rear hump.

## Who it suits

- Claw and fingertip players who dislike a hump pushing into the palm.
- Players who lift the mouse often, thanks to the low weight.
- Small hands, with the Mini version.

## Trade-offs

- Palm grip on a flat 38 mm mouse leaves the palm without support.
- The standard receiver stops at 1000 Hz.
- Side buttons are on the left only.

## How it compares

| Mouse | Length | Height | Weight |
|---|---|---|---|
| Pulsar X2V2 | 120 mm | 38 mm | 53 g |
| Pulsar X2H | 120.4 mm | 39.1 mm | 54 g |
| Zowie FK2-C | 125.1 mm | 36.4 mm | 70 g |

## Before you buy

Think about where your palm rests today. If the back of your current mouse touches your palm, the X2V2 will feel very different at first, because there is little to fill that space; the X2H is the easier transition. If only your fingertips and the base of your palm touch the mouse, the flat X2 shape is likely to feel natural from the first session. The Mini is worth considering for hands under about 18 cm.

## Verdict

The X2V2 is a good example of a shape that does one thing well: it gets out of the way of a claw or fingertip grip. If you want the same mouse with a newer sensor, the X2 V3 keeps the shell and adds Pulsar's XS-1 sensor with 8000 Hz.
$md$,
'MouseCompare editorial team', '2026-04-05', 'mouse',
'{pulsar-x2v2,pulsar-x2v2-mini,pulsar-x2h,pulsar-x2-v3}', null, '{}'
),
(
'lamzu/atlantis',
'Lamzu Atlantis: a symmetrical shape with a safe middle ground',
'The Atlantis brought Lamzu to attention with a 55 g symmetrical body, a PAW3395 and a shape between the G Pro and the Viper.',
$md$
## The mouse

The Lamzu Atlantis is a symmetrical wireless mouse measuring **123 × 66 × 38 mm** and weighing **55 g**. Lamzu later released the Atlantis OG V2 4K with the same shell and 4000 Hz polling, and the Atlantis Mini Pro, at **116.9 × 63.1 × 37 mm** and **49 g**, for smaller hands.

## Specifications

- **Sensor:** PixArt PAW3395, up to 26,000 DPI.
- **Polling rate:** 1000 Hz on the original; 4000 Hz on the OG V2 4K.
- **Buttons:** left, right, wheel click and two left-side buttons.
- **Connection:** wireless with USB-C charging.

## The shape

The Atlantis has a centred hump, a slight outward flare at the front and gently inward sides. At 66 mm it is a little wider than many symmetrical mice, which gives the ring and little fingers room without the grip feeling loose. Its height sits between a low mouse such as the X2 and a taller one such as the Viper V3 Pro.

## Who it suits

- Players looking for a neutral symmetrical shape with slightly more width.
- Claw grip on medium hands; relaxed palm grip on small to medium hands.
- Those who want to step down in size later without relearning the shape, thanks to the Mini.

## Trade-offs

- The original model stops at 1000 Hz; choose the 4K version for higher polling.
- Side buttons on the left only.
- Lamzu's software is simpler than the big brands' suites.

## Sizes at a glance

| Model | Length | Width | Height | Weight |
|---|---|---|---|---|
| Atlantis | 123 mm | 66 mm | 38 mm | 55 g |
| Atlantis Mini | 116.9 mm | 63.1 mm | 37 mm | 49 g |

## Before you buy

Lamzu has released the Atlantis in several editions over time, with small differences in polling support and finish but the same overall shape. Check which edition a retailer is selling: the 4K edition is the one to choose if you want more than 1000 Hz. The Mini is not simply a scaled copy; at 63.1 mm wide it keeps much of the width of the larger model, which suits claw grips on smaller hands.

## Verdict

The Atlantis is an easy recommendation for anyone who finds the G Pro shape slightly narrow. Compare it with the Lamzu Maya if you prefer a shorter, lighter body with a rear-biased hump.
$md$,
'MouseCompare editorial team', '2026-04-22', 'mouse',
'{lamzu-atlantis,lamzu-atlantis-og-v2-4k,lamzu-atlantis-mini-pro}', null, '{lamzu-maya}'
),
(
'vaxee/np-01s',
'Vaxee Zygen NP-01S: between symmetrical and ergonomic',
'The NP-01S is a hybrid: a near-symmetrical left side, a gentle right-hand tilt and a simple 3200 DPI design, wired or wireless.',
$md$
## A hybrid shape

The Vaxee Zygen NP-01S is hard to file as either symmetrical or ergonomic, which is why we call it a hybrid. The left side is fairly straight, while the right side slopes down slightly, tilting the hand a little as an ergonomic mouse would, without the tall hump of a DeathAdder or an EC.

- **Wired NP-01S:** 119.8 × 63 × 37 mm, 71 g, PixArt PMW3389.
- **NP-01S Wireless:** same dimensions, 68 g, PixArt PAW3395.
- The earlier **NP-01** is a little larger: 120 × 66 × 39 mm, 75 g.

## Specifications

- **DPI:** 400, 800, 1600 and 3200, switched on the mouse.
- **Polling rate:** up to 1000 Hz on these versions.
- **Buttons:** left, right, wheel click, two side buttons.
- **Software:** none required; settings are on the mouse.

## Who it suits

- Claw grip on small to medium hands.
- Players who find symmetrical mice too neutral and ergonomic mice too tall.
- Anyone who wants a mouse that works the same on every computer, without software.

## Trade-offs

- The wired version is heavier than current lightweight mice.
- 3200 DPI is the maximum.
- A shape that is neither one thing nor the other can take a few days to get used to.

## Compared with its neighbours

| Mouse | Shape | Length | Height | Weight |
|---|---|---|---|---|
| Vaxee NP-01S Wireless | hybrid | 119.8 mm | 37 mm | 68 g |
| Logitech G303 Shroud Edition | hybrid | 117 mm | 40 mm | 75 g |
| Zowie EC3-C | ergonomic | 119 mm | 41 mm | 70 g |

## Wired or wireless?

The two NP-01S versions share a shell but not their electronics. The wired version uses a PMW3389 and a cable; the wireless version moves to the PAW3395 and is three grams lighter. Both stop at 3200 DPI, so the choice is about the cable and the weight rather than about tracking. Later revisions raised the polling rate and lowered the weight further, so check the exact version on sale.

## Verdict

The NP-01S fills a real gap between the two big families of shapes. If you have tried both and neither felt right, it deserves a place on your shortlist.
$md$,
'MouseCompare editorial team', '2026-05-14', 'mouse',
'{vaxee-np-01s,vaxee-np-01s-wireless,vaxee-np-01}', null, '{}'
),
(
'logitech/g502-x-plus',
'Logitech G502 X Plus: every button, now wireless and lighter',
'The G502 X family keeps the famous thumb rest and button layout, drops weight and adds Lightforce switches; the Plus adds wireless and lighting.',
$md$
## The family

The G502 X comes in three versions with the same shell, **131.4 × 79.2 × 41.1 mm**:

- **G502 X (wired):** 89 g.
- **G502 X Lightspeed (wireless):** 102 g.
- **G502 X Plus (wireless, with RGB lighting):** 106 g.

All three use the **HERO 25K** sensor at up to 25,600 DPI and 1000 Hz, and Logitech's **Lightforce** hybrid optical-mechanical switches.

## The shape

The G502 is a large right-handed ergonomic mouse with a real thumb rest. The left side dips into a scoop for the thumb, the back is high and wide, and the front flares out for the fourth and fifth fingers. It is designed for palm grip on medium to large hands.

## Buttons

- Left and right, wheel click and wheel tilt left and right.
- A wheel-mode button that switches between notched and free-spinning scrolling.
- DPI up and down next to the left button.
- Back, forward and a DPI-shift ("sniper") button on the thumb side, reversible on the X models.

## Who it suits

- Players who use many bound actions: MMO, MOBA and productivity users.
- Palm grip on large hands.
- G502 owners who want the same layout with modern switches and, on the Plus, no cable.

## Trade-offs

- At 89 to 106 g it is far heavier than the lightweight shooters' mice; it is built for control and buttons, not for lifting.
- The width makes it a poor fit for small hands or fingertip grip.
- Lighting on the Plus costs battery life.

## What changed from the G502 HERO

The older G502 HERO measures 132 × 75 × 40 mm and weighs 121 g before its optional weights are added. The X family is slightly shorter, noticeably wider at 79.2 mm, and much lighter, with no weight system at all. The DPI-shift button is now reversible, so players who never used it can turn it into a plain blanking plate.

## Verdict

The G502 X family is the best way to keep the G502's layout in a current mouse. Choose the wired G502 X if weight matters most, the Plus if you want wireless and lighting.
$md$,
'MouseCompare editorial team', '2026-06-03', 'mouse',
'{logitech-g502-x-plus,logitech-g502-x-lightspeed,logitech-g502-x,logitech-g502-hero}', 'reviews/g502-x-plus.webp', '{}'
),
(
'endgame-gear/op1-8k',
'Endgame Gear OP1 8k: a small wired mouse with 8000 Hz',
'The OP1 8k is a compact symmetrical mouse, 118.2 mm long and 50.5 g, that runs at 8000 Hz over its cable.',
$md$
## What it is

The OP1 8k is Endgame Gear's small symmetrical wired mouse. It measures **118.2 × 60.5 × 37.2 mm** and weighs **50.5 g**, uses a **PixArt PAW3395** sensor at up to 26,000 DPI and polls at up to **8000 Hz**. The OP1we is the wireless version of the same shape at 58.5 g with a PAW3370 and 1000 Hz.

## Specifications

- **Sensor:** PAW3395, up to 26,000 DPI, 650 IPS.
- **Polling rate:** up to 8000 Hz wired.
- **Buttons:** left, right, wheel click, two side buttons.
- **Cable:** flexible, for a wired mouse that should feel light.

## The shape

The OP1 has a narrow body at 60.5 mm, a slight flare at the front, inward-curving sides and a hump placed a little towards the back. It is short and narrow, so it suits fingertip and claw grips on small and medium hands.

## Who it suits

- Players who prefer a cable and want the highest polling rate without batteries.
- Small hands, or fingertip grip on medium hands.
- Anyone who found the Zowie S2 or the Razer Viper Mini close but not quite right.

## Trade-offs

- 8000 Hz asks a lot of the processor; not every system benefits.
- The narrow body can feel cramped for palm grip.
- It is wired: a bungee helps.

## Size comparison

| Mouse | Length | Width | Height | Weight |
|---|---|---|---|---|
| Endgame Gear OP1 8k | 118.2 mm | 60.5 mm | 37.2 mm | 50.5 g |
| Razer Viper Mini | 118.3 mm | 62 mm | 38.3 mm | 61 g |
| Zowie S2-C | 120 mm | 64.2 mm | 38.1 mm | 69 g |

## About 8000 Hz

A higher polling rate means the mouse reports its position more often: every 0.125 ms at 8000 Hz instead of every 1 ms at 1000 Hz. Whether that is noticeable depends on the game, the display's refresh rate and the processor. The OP1 8k lets you choose, so it is reasonable to start at 1000 or 2000 Hz and raise the rate only if the system keeps up without stutter.

## Verdict

The OP1 8k is a focused tool: small, light, wired and fast. If you want the same shape without a cable, look at the OP1we.
$md$,
'MouseCompare editorial team', '2026-06-25', 'mouse',
'{endgame-gear-op1-8k,endgame-gear-op1we}', null, '{}'
),
(
'razer/naga-left-handed-edition',
'Razer Naga Left-Handed Edition: a real MMO mouse for the left hand',
'Left-handed players rarely get anything but symmetrical mice. The Naga Left-Handed Edition is a full twelve-button MMO mouse mirrored for the left hand.',
$md$
## Why it matters

Almost every ergonomic gaming mouse is made for the right hand. Left-handed players usually choose between symmetrical mice and learning to mouse with the right. The **Razer Naga Left-Handed Edition** is one of the few exceptions: a mirrored version of Razer's MMO mouse.

## Specifications

- **Size:** 119 × 72 × 43 mm, **109 g**.
- **Sensor:** Focus+ optical sensor, up to 20,000 DPI, 650 IPS, 50 G.
- **Polling rate:** 1000 Hz.
- **Buttons:** a **12-button thumb grid** on the right side, plus the main buttons, wheel and top buttons.
- **Switches:** Razer Optical Mouse Switches.
- **Connection:** wired.

## The shape

The Naga is a medium-sized ergonomic mouse with a broad, flat thumb side that holds the button grid. The back is high enough for palm grip and the right side curves outward to support the thumb. It is a mouse designed around buttons rather than around low weight.

## Who it suits

- Left-handed players of MMOs and MOBAs who need many bindable buttons.
- Anyone who wants an ergonomic shape for the left hand, even outside games.

## Trade-offs

- 109 g with a cable is heavy for fast aiming games.
- The thumb grid takes time to learn.
- Few alternatives exist for comparison; the **Pulsar X3 LHD** is a lighter left-handed ergonomic mouse aimed at shooters rather than MMOs.

## Left-handed options at a glance

| Mouse | Shape | Side buttons | Weight | Connection |
|---|---|---|---|---|
| Razer Naga Left-Handed Edition | ergonomic | 12 | 109 g | wired |
| Pulsar X3 LHD | ergonomic | 2 | 55 g | wireless |
| Razer Viper (ambidextrous) | symmetrical | 4 | 69 g | wired |

## Setting it up

The thumb grid is easiest to learn in two halves: bind the most frequent actions to the four buttons nearest the thumb's resting position and leave the outer rows for less frequent ones. The grid sits on the right-hand side of this edition, so every binding diagram written for the right-handed Naga has to be mirrored.

## Verdict

For a left-handed MMO player, the Naga Left-Handed Edition has almost no competition. For shooters, the Pulsar X3 LHD or an ambidextrous mouse with buttons on both sides is the better fit.
$md$,
'MouseCompare editorial team', '2026-07-15', 'mouse',
'{razer-naga-left-handed-edition}', null, '{pulsar-x3-lhd,razer-viper}'
),
(
'finalmouse/ultralightx-prophecy',
'Finalmouse UltralightX Prophecy: three sizes, very little weight',
'Finalmouse''s UltralightX comes in Small, Medium and Classic sizes between 33 g and 38 g, with 8000 Hz wireless.',
$md$
## Three sizes

The UltralightX Prophecy is one symmetrical shape in three sizes:

| Size | Length | Width | Height | Weight |
|---|---|---|---|---|
| Small | 115.6 mm | 60 mm | 35.2 mm | 33 g |
| Medium | 121.3 mm | 62 mm | 37 mm | 36 g |
| Classic | 126 mm | 65 mm | 38.4 mm | 38 g |

## Specifications

- **Sensor:** based on the PixArt PAW3395.
- **Polling rate:** up to 8000 Hz wireless.
- **DPI:** up to 6400 in Finalmouse's settings.
- **Buttons:** left, right, wheel click, two side buttons.

## The shape

The ULX is a low symmetrical mouse with a centred hump and sides that swell slightly outward, closer to an egg than to an hourglass. The Classic size follows the proportions of Finalmouse's earlier large mice; the Small and Medium scale them down.

## Who it suits

- Players who want the lowest weight available in a mainstream shape.
- Claw and fingertip grips; the Classic also suits relaxed palm grip on medium hands.
- Anyone who wants to choose a size rather than adapt to one.

## Trade-offs

- Finalmouse sells in limited releases, so availability varies.
- 6400 DPI is the maximum in its settings, which is plenty for most players but lower than rivals.
- Very light mice can feel less stable for players used to 70 g and more.

## Handling a very light mouse

Mice in the 30 to 40 g range reward a light touch. Players coming from heavier mice often lower their sensitivity slightly at first, because the same flick moves a light mouse further. Lower friction skates and a control-oriented cloth pad can also make very light mice easier to stop precisely. None of this is specific to Finalmouse, but it is worth knowing before buying the lightest mouse you can find.

## Choosing between the sizes

The three sizes differ by about five millimetres in length each and by a few millimetres in width and height. Medium is the safest choice if you are unsure, because it sits between a small fingertip mouse and a full-size palm mouse.

## Verdict

The UltralightX is for players who have already decided that weight matters most. Pick the size by hand length: Small below about 17 cm, Medium up to about 19 cm, Classic above.
$md$,
'MouseCompare editorial team', '2026-08-08', 'mouse',
'{finalmouse-ultralightx-prophecy-small,finalmouse-ultralightx-prophecy-medium,finalmouse-ultralightx-prophecy-classic}', null, '{}'
),
(
'steelseries/prime-wireless',
'SteelSeries Prime Wireless: a tidy ergonomic shape with magnetic-optical switches',
'The Prime family pairs a medium ergonomic shape with SteelSeries'' Prestige OM switches; the Prime Mini shrinks it for smaller hands.',
$md$
## The family

SteelSeries' Prime series uses one right-handed ergonomic shape in two sizes, wired and wireless:

| Model | Size | Weight | Sensor |
|---|---|---|---|
| Prime | 125.3 × 67.9 × 42.4 mm | 69 g | TrueMove Pro |
| Prime Wireless | 125.3 × 67.9 × 42.4 mm | 80 g | TrueMove Air |
| Prime Mini | 120.3 × 66.2 × 40.7 mm | 61 g | TrueMove Pro |
| Prime Mini Wireless | 120.3 × 66.2 × 40.7 mm | 73 g | TrueMove Air |

## Specifications

- **Sensors:** TrueMove Pro (wired) and TrueMove Air (wireless), both up to 18,000 DPI.
- **Polling rate:** 1000 Hz.
- **Switches:** Prestige OM, SteelSeries' optical switches, rated for 100 million clicks.
- **Buttons:** left, right, wheel click, a DPI button behind the wheel and two side buttons.

## The shape

The Prime is a moderate ergonomic shape: a rear-biased hump, a slight right-hand tilt and a gentle flare at the front. It is less tall than a DeathAdder or a Zowie EC1, so it suits claw grip as well as palm grip.

## Who it suits

- Right-handed players with medium hands (Prime) or small hands (Prime Mini).
- Players who want ergonomic support without a very tall back.

## Trade-offs

- The wireless versions are heavier than current lightweight mice.
- 1000 Hz maximum.

## About the switches

Prestige OM is SteelSeries' optical switch design, rated for 100 million clicks. Switches that do not rely on a metal contact avoid the double-clicking that can develop as mechanical switches wear, while the click is designed to feel like a conventional mechanical one.

## Wired or wireless?

The wired Prime is the lightest of the full-size models at 69 g and uses the TrueMove Pro sensor. The wireless models add a battery, and with it about eleven grams. If you mostly play at one desk, the wired versions give you the same shape for less weight; if you move between machines, the wireless versions save a cable.

## Sizes

The Prime Mini is five millimetres shorter and about two millimetres lower than the Prime, but nearly as wide. That makes it a good choice for claw grip on medium hands as well as palm grip on small hands.

## Verdict

The Prime family is a sensible, well-sized ergonomic choice. Weight-conscious players should compare it with the Pulsar Xlite V3 or the Lamzu Thorn.
$md$,
'MouseCompare editorial team', '2026-09-01', 'mouse',
'{steelseries-prime-wireless,steelseries-prime,steelseries-prime-mini,steelseries-prime-mini-wireless}', null, '{}'
);
