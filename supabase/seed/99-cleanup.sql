-- The seed loader's helpers are not part of the schema: drop them once the catalogue is loaded.
drop function catalog.seed_mousepads(jsonb);
drop function catalog.seed_click_latency(jsonb);
drop function catalog.seed_mouse_parts(jsonb);
drop function catalog.seed_mice(jsonb);
drop function catalog.seed_scroll_wheel_encoders(jsonb);
drop function catalog.seed_switches(jsonb);
drop function catalog.seed_sensors(jsonb);
drop function catalog.seed_materials(jsonb);
drop function catalog.seed_brands(jsonb);
drop function catalog.seed_parents(regclass, jsonb, boolean);
drop function catalog.seed_require(jsonb, text, regclass, text);
drop function catalog.seed_id(regclass, text);
drop function catalog.seed_check_keys(jsonb, text[], text);

-- Fresh statistics for the planner after the bulk load.
analyze catalog.brands, catalog.materials, catalog.sensors, catalog.switches,
        catalog.scroll_wheel_encoders, catalog.mice, catalog.click_latency, catalog.mousepads, catalog.reviews,
        catalog.discounts, catalog.affiliate_partners, catalog.promo_colors, catalog.promos;
