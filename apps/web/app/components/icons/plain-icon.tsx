import type { IconDefinition } from '@ant-design/icons-svg/es/types';

/**
 * An antd icon drawn as @ant-design/icons draws it (the same span, classes and SVG), without its
 * React package and style injector (2.5 KB gzip), for the parts of every page that use no other
 * antd: the header and the error page. Its `.anticon` rules are in styles/global.css.
 */
export function PlainIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const svg = icon.icon;
  if (typeof svg === 'function') return null;
  return (
    <span
      role="img"
      aria-label={icon.name}
      className={`anticon anticon-${icon.name}${className ? ` ${className}` : ''}`}
    >
      <svg
        viewBox={svg.attrs.viewBox}
        focusable="false"
        data-icon={icon.name}
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
      >
        {(svg.children ?? []).map((path, index) => (
          <path key={index} d={path.attrs.d} />
        ))}
      </svg>
    </span>
  );
}
