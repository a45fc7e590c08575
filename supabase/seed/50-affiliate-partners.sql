-- The demo catalogue's affiliate partners: real shops and brands with their real home pages, but
-- MouseCompare has no affiliate or sponsorship agreement with any of them, so every row is an
-- example (is_example) and the site labels it so; its links are plain links.
insert into catalog.affiliate_partners (handle, name, description, url, logo, is_sponsored, rank, is_example)
select x.handle, x.name, x.description, x.url, x.logo, x.is_sponsored, x.rank, true
from jsonb_to_recordset($json$[
  {"handle": "amazon", "name": "Amazon", "description": "The widest range of gaming mice, mousepads and replacement skates, with fast delivery in most countries.", "url": "https://www.amazon.com/", "logo": "amazon.svg", "is_sponsored": false, "rank": 1},
  {"handle": "logitech-g", "name": "Logitech G", "description": "Logitech's own store: the PRO series, the G502 family and official spare parts.", "url": "https://www.logitechg.com/", "logo": "logitech-g.svg", "is_sponsored": true, "rank": 2},
  {"handle": "razer", "name": "Razer", "description": "Razer's store: Viper, DeathAdder and Basilisk mice, HyperPolling dongles and mousepads.", "url": "https://www.razer.com/", "logo": "razer.svg", "is_sponsored": true, "rank": 3},
  {"handle": "pulsar", "name": "Pulsar", "description": "Pulsar Gaming Gears: lightweight X2, Xlite and X3 mice, Superglide skates and pads.", "url": "https://www.pulsar.gg/", "logo": "pulsar.svg", "is_sponsored": false, "rank": 4},
  {"handle": "lamzu", "name": "Lamzu", "description": "Lamzu's own store for the Atlantis, Maya and Thorn families.", "url": "https://www.lamzu.com/", "logo": "lamzu.svg", "is_sponsored": false, "rank": 5},
  {"handle": "zowie", "name": "Zowie", "description": "BenQ Zowie: the EC, S, FK, ZA and U2 shapes, in several sizes each.", "url": "https://zowie.benq.com/", "logo": "zowie.svg", "is_sponsored": false, "rank": 6},
  {"handle": "best-buy", "name": "Best Buy", "description": "US retailer with in-store pickup for the mainstream gaming brands.", "url": "https://www.bestbuy.com/", "logo": "best-buy.svg", "is_sponsored": false, "rank": 7},
  {"handle": "newegg", "name": "Newegg", "description": "Online electronics retailer with a large peripherals section.", "url": "https://www.newegg.com/", "logo": null, "is_sponsored": false, "rank": 8}
]$json$::jsonb) as x(handle text, name text, description text, url text, logo text, is_sponsored boolean, rank integer);
