interface MapPinProps {
  className: string;
  /** What the pin marks, for assistive technology. */
  label: string;
  width?: number;
  height?: number;
  fill?: string;
  /** The colour of the dot in the pin's head. */
  dot?: string;
}

/** The teardrop pin that marks one place on a small map, its tip at the bottom centre. */
export function MapPin({
  className,
  label,
  width = 28,
  height = 40,
  fill = "#ef4444",
  dot = "#f8fafc",
}: MapPinProps) {
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox="0 0 28 40"
    >
      <path
        d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z"
        fill={fill}
        stroke="#f8fafc"
        strokeWidth="2"
      />
      <circle cx="14" cy="14" r="5" fill={dot} />
    </svg>
  );
}
