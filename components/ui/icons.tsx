// A handful of inline 20×20 icons (no icon font, no download). Decorative: always paired with text.
import type { SVGProps } from "react";

type P = SVGProps<SVGSVGElement>;
const base = (p: P) => ({ viewBox: "0 0 20 20", fill: "none", stroke: "currentColor", strokeWidth: 1.8, strokeLinecap: "round" as const, strokeLinejoin: "round" as const, "aria-hidden": true, className: "h-4 w-4 shrink-0", ...p });

export const IconCheck = (p: P) => (
  <svg {...base(p)}>
    <path d="M4 10.5 8 14.5 16 5.5" />
  </svg>
);
export const IconBroom = (p: P) => (
  <svg {...base(p)}>
    <path d="M13 3 9.5 9.5M6 10l6.5 3.5-1.5 4.5H3l1-4.5z" />
  </svg>
);
export const IconPerson = (p: P) => (
  <svg {...base(p)}>
    <circle cx="10" cy="6.5" r="3" />
    <path d="M4 17c.8-3.2 3.2-5 6-5s5.2 1.8 6 5" />
  </svg>
);
export const IconPersonDirty = (p: P) => (
  <svg {...base(p)}>
    <circle cx="8" cy="6.5" r="3" />
    <path d="M2.5 17c.7-3 2.9-4.8 5.5-4.8M14 10v7M11.5 12.5h5" />
  </svg>
);
export const IconWrench = (p: P) => (
  <svg {...base(p)}>
    <path d="M12.5 3.5a3.5 3.5 0 0 0-3.3 4.7L3.5 14a1.4 1.4 0 0 0 2 2l5.8-5.7a3.5 3.5 0 0 0 4.7-3.3l-2 .5-1.5-1.5.5-2a3.5 3.5 0 0 0-.5-.5Z" />
  </svg>
);
export const IconBan = (p: P) => (
  <svg {...base(p)}>
    <circle cx="10" cy="10" r="7" />
    <path d="M5 5l10 10" />
  </svg>
);
export const IconStar = (p: P) => (
  <svg {...base(p)}>
    <path d="m10 2.8 2.2 4.5 5 .7-3.6 3.5.9 5L10 14.1l-4.5 2.4.9-5L2.8 8l5-.7z" />
  </svg>
);
export const IconClock = (p: P) => (
  <svg {...base(p)}>
    <circle cx="10" cy="10" r="7" />
    <path d="M10 6v4l2.5 2" />
  </svg>
);
export const IconLogout = (p: P) => (
  <svg {...base(p)}>
    <path d="M8 4H4v12h4M12 6l4 4-4 4M16 10H8" />
  </svg>
);
export const IconLogin = (p: P) => (
  <svg {...base(p)}>
    <path d="M12 4h4v12h-4M3 10h9M8 6l4 4-4 4" />
  </svg>
);
export const IconQuestion = (p: P) => (
  <svg {...base(p)}>
    <circle cx="10" cy="10" r="7" />
    <path d="M8 8a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.2M10 13.5v.01" />
  </svg>
);
