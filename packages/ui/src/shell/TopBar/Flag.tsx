/** The flag each language is shown with. */
export const flagOf = { en: 'us', tr: 'tr' } as const;

/** The flags of the two languages (core spec: en shows the US flag, tr the Turkish one). */
export function Flag({ country, size = 20 }: { country: 'us' | 'tr'; size?: number }) {
  const h = Math.round(size * 0.7);
  if (country === 'tr') {
    return (
      <svg
        width={size}
        height={h}
        viewBox="0 0 30 20"
        aria-hidden="true"
        style={{ borderRadius: 2, display: 'inline-block' }}
      >
        <rect width="30" height="20" fill="#e30a17" />
        <circle cx="11" cy="10" r="5" fill="#fff" />
        <circle cx="12.25" cy="10" r="4" fill="#e30a17" />
        <path fill="#fff" d="m16.2 10 4.5-1.5-2.8 3.8V7.7l2.8 3.8z" />
      </svg>
    );
  }
  return (
    <svg
      width={size}
      height={h}
      viewBox="0 0 30 20"
      aria-hidden="true"
      style={{ borderRadius: 2, display: 'inline-block' }}
    >
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((i) => (
        <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="13" height={(7 * 20) / 13} fill="#3c3b6e" />
    </svg>
  );
}
