/** The 404 graphic: "flew out of the earth" — a planet as the 0 and a rocket drifting away. */
export function NotFoundGraphic() {
  return (
    <svg width="420" height="220" viewBox="0 0 420 220" role="img" aria-label="404">
      <defs>
        <linearGradient id="ht404-planet" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6f9bff" />
          <stop offset="1" stopColor="#1f5af6" />
        </linearGradient>
        <linearGradient id="ht404-digit" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b6ff7" />
          <stop offset="1" stopColor="#a9c1ff" />
        </linearGradient>
      </defs>
      <g fill="#c9d7ff">
        <circle cx="30" cy="40" r="2" />
        <circle cx="92" cy="18" r="1.5" />
        <circle cx="380" cy="30" r="2.5" />
        <circle cx="330" cy="196" r="1.5" />
        <circle cx="60" cy="190" r="2" />
        <circle cx="250" cy="14" r="1.5" />
      </g>
      <text
        x="38"
        y="160"
        fontSize="132"
        fontWeight="800"
        fill="url(#ht404-digit)"
        fontFamily="Arial, sans-serif"
      >
        4
      </text>
      <text
        x="290"
        y="160"
        fontSize="132"
        fontWeight="800"
        fill="url(#ht404-digit)"
        fontFamily="Arial, sans-serif"
      >
        4
      </text>
      <circle cx="210" cy="112" r="52" fill="url(#ht404-planet)" />
      <path
        d="M176 92c14 6 22 2 30-6s22-6 26 4-8 18-18 18-20 10-14 20"
        fill="none"
        stroke="#ffffff"
        strokeOpacity=".35"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <ellipse
        cx="210"
        cy="116"
        rx="86"
        ry="18"
        fill="none"
        stroke="#ffb454"
        strokeWidth="6"
        transform="rotate(-14 210 116)"
      />
      <g transform="translate(330 60) rotate(35)">
        <path
          d="M0 -26c10 8 12 26 8 40h-16c-4-14-2-32 8-40z"
          fill="#ffffff"
          stroke="#1f5af6"
          strokeWidth="3"
        />
        <circle cx="0" cy="-6" r="4" fill="#1f5af6" />
        <path d="M-8 10l-8 10h8zM8 10l8 10h-8z" fill="#ff6b5b" />
        <path d="M-4 16q4 14 8 0" fill="#ffb454" />
      </g>
    </svg>
  );
}
