/** The logo's drawing, shared by the header mark (coloured by classes) and the favicon. */
export const logo = {
  viewBox: '0 0 32 32',
  size: 32,
  radius: 9,
  /** A pulse line across the rounded square. */
  pulse: 'M5 17h5l3-7 5 13 3-8 2 2h4',
  strokeWidth: 2.6,
} as const;
