-- Brands of mice, mousepads and parts. website is null where we have not confirmed the
-- brand's own address.
insert into catalog.brands (handle, name, website)
select x.handle, x.name, x.website
from jsonb_to_recordset($json$[
  {"handle": "logitech",      "name": "Logitech",      "website": "https://www.logitechg.com/"},
  {"handle": "razer",         "name": "Razer",         "website": "https://www.razer.com/"},
  {"handle": "zowie",         "name": "Zowie",         "website": "https://zowie.benq.com/"},
  {"handle": "finalmouse",    "name": "Finalmouse",    "website": "https://finalmouse.com/"},
  {"handle": "pulsar",        "name": "Pulsar",        "website": "https://www.pulsar.gg/"},
  {"handle": "lamzu",         "name": "Lamzu",         "website": "https://www.lamzu.com/"},
  {"handle": "vaxee",         "name": "Vaxee",         "website": "https://vaxee.co/"},
  {"handle": "endgame-gear",  "name": "Endgame Gear",  "website": "https://www.endgamegear.com/"},
  {"handle": "steelseries",   "name": "SteelSeries",   "website": "https://steelseries.com/"},
  {"handle": "glorious",      "name": "Glorious",      "website": "https://www.gloriousgaming.com/"},
  {"handle": "corsair",       "name": "Corsair",       "website": "https://www.corsair.com/"},
  {"handle": "hyperx",        "name": "HyperX",        "website": "https://hyperx.com/"},
  {"handle": "roccat",        "name": "Roccat",        "website": "https://www.turtlebeach.com/"},
  {"handle": "turtle-beach",  "name": "Turtle Beach",  "website": "https://www.turtlebeach.com/"},
  {"handle": "ninjutso",      "name": "Ninjutso",      "website": "https://ninjutso.com/"},
  {"handle": "g-wolves",      "name": "G-Wolves",      "website": "https://www.g-wolves.com/"},
  {"handle": "asus-rog",      "name": "ASUS ROG",      "website": "https://rog.asus.com/"},
  {"handle": "cooler-master", "name": "Cooler Master", "website": "https://www.coolermaster.com/"},
  {"handle": "xtrfy",         "name": "Xtrfy",         "website": null},
  {"handle": "microsoft",     "name": "Microsoft",     "website": "https://www.microsoft.com/"},
  {"handle": "zaopin",        "name": "Zaopin",        "website": null},
  {"handle": "darmoshark",    "name": "Darmoshark",    "website": null},
  {"handle": "vgn",           "name": "VGN",           "website": null},
  {"handle": "atk",           "name": "ATK",           "website": null},
  {"handle": "wlmouse",       "name": "WLmouse",       "website": null},
  {"handle": "mchose",        "name": "Mchose",        "website": null},
  {"handle": "pwnage",        "name": "Pwnage",        "website": null},
  {"handle": "fnatic",        "name": "Fnatic",        "website": "https://fnatic.com/"},
  {"handle": "artisan",       "name": "Artisan",       "website": null},
  {"handle": "pixart",        "name": "PixArt",        "website": "https://www.pixart.com/"},
  {"handle": "avago",         "name": "Avago",         "website": "https://www.broadcom.com/"},
  {"handle": "omron",         "name": "Omron",         "website": "https://components.omron.com/"},
  {"handle": "kailh",         "name": "Kailh",         "website": null},
  {"handle": "huano",         "name": "Huano",         "website": null},
  {"handle": "ttc",           "name": "TTC",           "website": null},
  {"handle": "raesha",        "name": "Raesha",        "website": null}
]$json$::jsonb) as x(handle text, name text, website text);

-- Shell materials: general ones first, then the specific ones that belong to them.
insert into catalog.materials (handle, name, general_handle)
select x.handle, x.name, x.general_handle
from jsonb_to_recordset($json$[
  {"handle": "plastic",         "name": "Plastic",         "general_handle": null},
  {"handle": "metal",           "name": "Metal",           "general_handle": null},
  {"handle": "composite",       "name": "Composite",       "general_handle": null},
  {"handle": "magnesium-alloy", "name": "Magnesium alloy", "general_handle": "metal"},
  {"handle": "carbon-fiber",    "name": "Carbon fiber",    "general_handle": "composite"}
]$json$::jsonb) as x(handle text, name text, general_handle text);
