-- Scroll wheel encoders. height: axle height in mm (the variant the maker sells), lifetime in
-- million rotations where published.
select catalog.seed_scroll_wheel_encoders($json$[
  {"handle": "ttc-gold-7mm", "brand": "ttc", "model": "Gold", "variant": "7 mm", "height": 7, "type": "mechanical"},
  {"handle": "ttc-gold-9mm", "brand": "ttc", "model": "Gold", "variant": "9 mm", "parent": "ttc-gold-7mm", "height": 9, "type": "mechanical"},
  {"handle": "ttc-gold-11mm", "brand": "ttc", "model": "Gold", "variant": "11 mm", "parent": "ttc-gold-7mm", "height": 11, "type": "mechanical"},
  {"handle": "ttc-gold-13mm", "brand": "ttc", "model": "Gold", "variant": "13 mm", "parent": "ttc-gold-7mm", "height": 13, "type": "mechanical"},
  {"handle": "ttc-red-9mm", "brand": "ttc", "model": "Red", "variant": "9 mm", "height": 9, "type": "mechanical"},
  {"handle": "ttc-red-11mm", "brand": "ttc", "model": "Red", "variant": "11 mm", "parent": "ttc-red-9mm", "height": 11, "type": "mechanical"},
  {"handle": "ttc-green-9mm", "brand": "ttc", "model": "Green", "variant": "9 mm", "height": 9, "type": "mechanical"},
  {"handle": "ttc-green-11mm", "brand": "ttc", "model": "Green", "variant": "11 mm", "parent": "ttc-green-9mm", "height": 11, "type": "mechanical"},
  {"handle": "ttc-yellow-9mm", "brand": "ttc", "model": "Yellow", "variant": "9 mm", "height": 9, "type": "mechanical"},
  {"handle": "ttc-yellow-11mm", "brand": "ttc", "model": "Yellow", "variant": "11 mm", "parent": "ttc-yellow-9mm", "height": 11, "type": "mechanical"},
  {"handle": "kailh-red-7mm", "brand": "kailh", "model": "Red", "variant": "7 mm", "height": 7, "type": "mechanical"},
  {"handle": "kailh-red-9mm", "brand": "kailh", "model": "Red", "variant": "9 mm", "parent": "kailh-red-7mm", "height": 9, "type": "mechanical"},
  {"handle": "kailh-red-11mm", "brand": "kailh", "model": "Red", "variant": "11 mm", "parent": "kailh-red-7mm", "height": 11, "type": "mechanical"},
  {"handle": "kailh-blue-9mm", "brand": "kailh", "model": "Blue", "variant": "9 mm", "height": 9, "type": "mechanical"},
  {"handle": "kailh-yellow-11mm", "brand": "kailh", "model": "Yellow", "variant": "11 mm", "height": 11, "type": "mechanical"}
]$json$::jsonb);
