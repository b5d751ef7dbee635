import { ICON_PATHS, type IconName, STROKED_ICONS } from '../../lib/ui/icon-paths';

interface Props {
  name: IconName;
  size?: number;
  className?: string;
}

/**
 * One of the shop's icons inline, as components/common/Icon.astro draws it on the server's pages.
 * Decorative: the link or button around it carries the name.
 */
export function Icon({ name, size = 24, className }: Props) {
  const stroked = STROKED_ICONS.has(name);
  const classes = [stroked && 'icon-stroke', className].filter(Boolean).join(' ') || undefined;
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={classes}
      fill={stroked ? undefined : 'currentColor'}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
