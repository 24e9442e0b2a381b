import type { Site } from "../lib/content/model.ts";
import { variantPath, variantWidths } from "../lib/site/pictures/responsive.ts";

/**
 * A picture of content/images/ with its `width` and `height` (so nothing shifts), its text
 * alternative, lazy unless above the fold (`eager`: loaded first); its URL carries its hash (cached
 * for a year), a photograph's `srcset` its WebP copies for `sizes`.
 */
export function Picture({ site, image, sizes, eager = false, class: className }: {
  site: Site;
  image: { src: string; alt: string };
  sizes?: string;
  eager?: boolean;
  class?: string;
}) {
  const file = site.raw.images.get(image.src);
  if (!file) return null;
  const version = `?v=${file.hash}`;
  const widths = variantWidths(file);
  const srcset = widths.length
    ? [
      ...widths.map((w) => `${variantPath(file, w)}${version} ${w}w`),
      `/${file.src}${version} ${file.width}w`,
    ].join(", ")
    : undefined;
  return (
    <img
      class={className}
      src={`/${file.src}${version}`}
      srcset={srcset}
      width={file.width}
      height={file.height}
      alt={image.alt}
      sizes={srcset ? sizes : undefined}
      loading={eager ? undefined : "lazy"}
      decoding="async"
      fetchpriority={eager ? "high" : undefined}
    />
  );
}
