-- Promo colours and the rotating promotional banner.
-- main_background / button_background: one colour, or several for a gradient.
-- border: a colour, or 'theme' for the theme's own border colour.
insert into catalog.promo_colors (handle, main_text, main_background, button_text, button_background, border)
select x.handle, x.main_text, x.main_background, x.button_text, x.button_background, x.border
from jsonb_to_recordset($json$[
  {"handle": "white",  "main_text": "#000000", "main_background": ["#ffffff"], "button_text": "#ffffff", "button_background": ["#000000"], "border": "theme"},
  {"handle": "black",  "main_text": "#ffffff", "main_background": ["#0a0a0a"], "button_text": "#000000", "button_background": ["#ffffff"], "border": "theme"},
  {"handle": "blue",   "main_text": "#ffffff", "main_background": ["#0080fe", "#1a72e9"], "button_text": "#0080fe", "button_background": ["#ffffff"], "border": "#0a58ca"},
  {"handle": "sunset", "main_text": "#ffffff", "main_background": ["#ff512f", "#dd2476"], "button_text": "#ffffff", "button_background": ["#2b2b2b"], "border": "theme"},
  {"handle": "mint",   "main_text": "#05322b", "main_background": ["#a8ff78", "#78ffd6"], "button_text": "#ffffff", "button_background": ["#05322b"], "border": "#2fbf8f"},
  {"handle": "purple", "main_text": "#ffffff", "main_background": ["#41295a", "#2f0743"], "button_text": "#2f0743", "button_background": ["#e0c3fc", "#8ec5fc"], "border": "#6f42c1"},
  {"handle": "gold",   "main_text": "#2b1d00", "main_background": ["#f7971e", "#ffd200", "#f7971e"], "button_text": "#ffffff", "button_background": ["#2b1d00"], "border": "theme"},
  {"handle": "razer-green", "main_text": "#000000", "main_background": ["#44d62c"], "button_text": "#44d62c", "button_background": ["#000000"], "border": "#000000"},
  {"handle": "carbon", "main_text": "#f5f5f5", "main_background": ["#232526", "#414345"], "button_text": "#232526", "button_background": ["#f5f5f5", "#d9d9d9"], "border": "theme"}
]$json$::jsonb) as x(handle text, main_text text, main_background text[], button_text text,
                     button_background text[], border text);

-- The promos. "neon" has no colour record: the site falls back to its default colours.
-- The three that advertise a brand's product are not real advertisements (MouseCompare has no
-- agreement with those brands): they are examples (is_example) and their vertical text says so.
-- So are "discounts" and the two sales (hidden by their dates): every discount of the demo catalogue is an example (40-discounts.sql), and a
-- slide sending visitors to them must not read as an offer (issue 31). The carousel marks every
-- example slide itself; with a configured database only real rows are read (web/lib/example-rows.ts).
-- "cyber-monday-2027" starts in the future and "spring-2026-sale" has ended: api.available_promos
-- hides both.
insert into catalog.promos (handle, priority, rank, icons, title_text, button_text, vertical_text,
                            horizontal_text, img, img_padding, img_filter, colors, link_type,
                            link_url, product_category, starts_at, ends_at, is_example)
select x.handle, x.priority, x.rank, x.icons, x.title_text, x.button_text, x.vertical_text,
       x.horizontal_text, x.img, x.img_padding, x.img_filter, coalesce(x.colors, '{white}'),
       x.link_type, x.link_url, x.product_category, x.starts_at, x.ends_at,
       coalesce(x.is_example, false)
from jsonb_to_recordset($json$[
  {"handle": "compare-viper-v3-pro-superlight-2", "priority": "high", "rank": 1, "icons": ["compare"], "title_text": ["**Viper V3 Pro** vs", "**Superlight 2**"], "button_text": ["Compare"], "vertical_text": ["NEW"], "horizontal_text": ["Two *flagship* shapes, side by side"], "img": "compare-mice.svg", "img_padding": [8, 8, 8, 8], "img_filter": "drop-shadow(0 4px 8px rgba(0,0,0,.4))", "colors": ["blue", "black"], "link_type": "internal", "link_url": "/mouse/compare?p=Razer-Viper-V3-Pro-vs.-Logitech-G-Pro-X-Superlight-2", "product_category": "mouse", "starts_at": "2026-01-01T00:00:00Z", "ends_at": null},
  {"handle": "browse-mice", "priority": "high", "rank": 2, "icons": ["search"], "title_text": ["Find your **next mouse**"], "button_text": ["Browse"], "vertical_text": [], "horizontal_text": ["Filter by *shape*, *size* and *weight*"], "img": "browse-mice.svg", "img_padding": [12, 4, 12, 4], "img_filter": null, "colors": ["sunset", "purple"], "link_type": "internal", "link_url": "/mouse/browse", "product_category": "mouse", "starts_at": "2026-01-01T00:00:00Z", "ends_at": null},
  {"handle": "find-similar", "priority": "medium", "rank": 3, "icons": ["shapes"], "title_text": ["Love your mouse?", "Find a **similar** one"], "button_text": ["Find similar"], "vertical_text": [], "horizontal_text": ["Matched by *dimensions* and *shape*"], "img": "find-similar.svg", "img_padding": [0, 0, 0, 0], "img_filter": null, "colors": ["mint"], "link_type": "internal", "link_url": "/mouse/find-similar", "product_category": "mouse", "starts_at": "2026-02-01T00:00:00Z", "ends_at": null},
  {"handle": "pulsar-x2-v3", "priority": "medium", "rank": 4, "icons": ["external"], "title_text": ["**Pulsar X2 V3**", "now with the XS-1 sensor"], "button_text": ["Visit Pulsar"], "vertical_text": ["EXAMPLE"], "horizontal_text": ["*8000 Hz* wireless"], "img": "wireless-mouse.svg", "img_padding": [10, 10, 10, 10], "img_filter": "drop-shadow(0 2px 6px rgba(0,0,0,.35))", "colors": ["black", "carbon"], "link_type": "external", "link_url": "https://www.pulsar.gg/", "product_category": "mouse", "starts_at": "2026-03-01T00:00:00Z", "ends_at": "2028-12-31T23:59:59Z", "is_example": true},
  {"handle": "razer-deathadder-v3-pro", "priority": "low", "rank": 5, "icons": ["external"], "title_text": ["The **DeathAdder V3 Pro**", "*63 g* of ergonomics"], "button_text": ["Visit Razer"], "vertical_text": ["EXAMPLE"], "horizontal_text": ["Focus Pro 30K sensor"], "img": "ergonomic-mouse.svg", "img_padding": [6, 12, 6, 12], "img_filter": null, "colors": ["razer-green"], "link_type": "external", "link_url": "https://www.razer.com/", "product_category": "mouse", "starts_at": "2026-01-01T00:00:00Z", "ends_at": null, "is_example": true},
  {"handle": "sensors-compare", "priority": "low", "rank": 6, "icons": ["chip"], "title_text": ["**PAW3950** or **HERO 2**?"], "button_text": ["Compare sensors"], "vertical_text": [], "horizontal_text": ["Every *sensor* spec in one table"], "img": "sensor-chip.svg", "img_padding": [16, 16, 16, 16], "img_filter": null, "colors": ["gold", "white"], "link_type": "internal", "link_url": "/mouse/sensors/compare", "product_category": "mouse_sensor", "starts_at": "2026-01-01T00:00:00Z", "ends_at": null},
  {"handle": "discounts", "priority": "high", "rank": 7, "icons": ["tag"], "title_text": ["**Example** discounts"], "button_text": ["See the examples"], "vertical_text": ["EXAMPLE"], "horizontal_text": ["Demo codes: *none of them work*"], "img": "discount-tag.svg", "img_padding": [8, 8, 8, 8], "img_filter": null, "colors": ["neon"], "link_type": "internal", "link_url": "/discounts", "product_category": null, "starts_at": "2026-01-01T00:00:00Z", "ends_at": null, "is_example": true},
  {"handle": "zowie-dw-series", "priority": "medium", "rank": 8, "icons": ["external"], "title_text": ["Zowie **DW** series", "wireless, *same shapes*"], "button_text": ["Visit Zowie"], "vertical_text": ["EXAMPLE"], "horizontal_text": ["EC, S, FK, ZA and U2"], "img": "mouse-lineup.svg", "img_padding": [10, 6, 10, 6], "img_filter": "drop-shadow(0 4px 8px rgba(0,0,0,.4))", "colors": ["white", "black"], "link_type": "external", "link_url": "https://zowie.benq.com/", "product_category": "mouse", "starts_at": "2026-04-01T00:00:00Z", "ends_at": "2028-04-01T00:00:00Z", "is_example": true},
  {"handle": "cyber-monday-2027", "priority": "high", "rank": 9, "icons": ["tag"], "title_text": ["**Cyber Monday** 2027"], "button_text": ["See deals"], "vertical_text": ["SOON"], "horizontal_text": ["Coming *soon*"], "img": "discount-tag.svg", "img_padding": [8, 8, 8, 8], "img_filter": null, "colors": ["purple"], "link_type": "internal", "link_url": "/discounts", "product_category": null, "starts_at": "2027-11-29T00:00:00Z", "ends_at": "2027-12-01T00:00:00Z", "is_example": true},
  {"handle": "spring-2026-sale", "priority": "medium", "rank": 10, "icons": ["tag"], "title_text": ["**Spring** sale"], "button_text": ["See deals"], "vertical_text": [], "horizontal_text": ["Ended"], "img": "discount-tag.svg", "img_padding": [8, 8, 8, 8], "img_filter": null, "colors": ["mint"], "link_type": "internal", "link_url": "/discounts", "product_category": null, "starts_at": "2026-03-20T00:00:00Z", "ends_at": "2026-04-20T00:00:00Z", "is_example": true}
]$json$::jsonb) as x(handle text, priority catalog.promo_priority, rank integer, icons text[],
                     title_text text[], button_text text[], vertical_text text[],
                     horizontal_text text[], img text, img_padding numeric[], img_filter text,
                     colors text[], link_type catalog.link_type, link_url text,
                     product_category catalog.product_category, starts_at timestamptz,
                     ends_at timestamptz, is_example boolean);
