-- Custom SQL migration file, put your code below! --
-- The generated banners and promotion cards are served as WebP (the same
-- drawing, rasterised once by the server: server/src/modules/media/raster.ts).
-- Rows seeded before link the SVG; they are moved to the WebP address. Any
-- other address (an operator's upload, an outside host) is left as it is.
UPDATE banners SET image_url = regexp_replace(image_url, '\.svg$', '.webp')
WHERE image_url ~ '^/media/banners/[A-Za-z0-9_-]{1,64}\.svg$';
--> statement-breakpoint
UPDATE promotions SET image_url = regexp_replace(image_url, '\.svg$', '.webp')
WHERE image_url ~ '^/media/promotions/[A-Za-z0-9_-]{1,64}\.svg$';
