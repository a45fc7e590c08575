-- Mousepads: a handful of real pads while the section is "coming soon".
-- length x width x thickness in mm, from the makers' published specifications; release dates
-- to the month (catalog.partial_date).
select catalog.seed_mousepads($json$[
  {"handle": "logitech-g640", "brand": "logitech", "model": "G640", "release_date": "2014-08", "length": 460, "width": 400, "thickness": 3, "surface": "cloth", "speed": "balanced"},
  {"handle": "logitech-g440", "brand": "logitech", "model": "G440", "release_date": "2014-08", "length": 340, "width": 280, "thickness": 3, "surface": "plastic", "speed": "speed"},
  {"handle": "steelseries-qck-large", "brand": "steelseries", "model": "QcK", "variant": "Large", "length": 450, "width": 400, "thickness": 2, "surface": "cloth", "speed": "balanced"},
  {"handle": "zowie-g-sr", "brand": "zowie", "model": "G-SR", "length": 470, "width": 390, "thickness": 3.5, "surface": "cloth", "speed": "control"},
  {"handle": "razer-gigantus-v2-large", "brand": "razer", "model": "Gigantus V2", "variant": "Large", "length": 450, "width": 400, "thickness": 3, "surface": "cloth", "speed": "control"},
  {"handle": "artisan-hien-xl-mid", "brand": "artisan", "model": "Hien", "variant": "XL Mid", "length": 490, "width": 420, "thickness": 4, "surface": "cloth", "speed": "control"}
]$json$::jsonb);
