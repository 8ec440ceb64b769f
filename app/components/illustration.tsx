import illustrations from "~/assets/illustrations.svg?url";

/** The site's drawings, each a `<view>` of app/assets/illustrations.svg. */
export type IllustrationName = "weigh" | "branch" | "doorstep" | "money";

/**
 * One of the site's four drawings (gold weighed, a branch, a doorstep visit, the money arriving).
 * All four are one file, fetched once and cached for a year, each shown through its SVG view
 * (`#weigh`); loaded lazily, so one in a hidden box or far down the page costs a first load
 * nothing. Decorative: the words beside it say what it shows, so it has no text of its own.
 */
export function Illustration({ name, width = 96, className }: { name: IllustrationName; width?: number; className?: string }) {
  return (
    <img
      src={`${illustrations}#${name}`}
      alt=""
      width={width}
      height={(width * 3) / 4}
      loading="lazy"
      decoding="async"
      className={className ? `illustration ${className}` : "illustration"}
    />
  );
}
