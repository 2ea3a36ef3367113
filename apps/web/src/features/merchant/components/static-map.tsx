/**
 * A small drawn map of the merchant's block: a street grid laid out from its coordinates (so neighbours look
 * different) and a pin in the middle. Pure SVG, no tiles and no map library: the search page has the real map.
 * Decorative; the address beside it says where the restaurant is.
 */
export function StaticMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const width = 320;
  const height = 160;
  // Fractions of a block, from the coordinates' fine digits: a stable street pattern for each place.
  const shiftX = Math.abs(Math.round(longitude * 10_000)) % 60;
  const shiftY = Math.abs(Math.round(latitude * 10_000)) % 50;
  const avenues = [0, 1, 2, 3, 4, 5].map((i) => i * 60 + shiftX - 30);
  const streets = [0, 1, 2, 3].map((i) => i * 50 + shiftY - 25);
  return (
    <svg
      className="static-map"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
    >
      <rect width={width} height={height} className="static-map__ground" />
      <rect x={avenues[1]! + 8} y={streets[2]! + 8} width={44} height={34} rx={4} className="static-map__park" />
      {avenues.map((x) => (
        <rect key={`a${x}`} x={x} y={0} width={8} height={height} className="static-map__street" />
      ))}
      {streets.map((y) => (
        <rect key={`s${y}`} x={0} y={y} width={width} height={8} className="static-map__street" />
      ))}
      <g transform={`translate(${width / 2} ${height / 2})`} className="static-map__pin">
        <path d="M0 0 C-12 -16 -14 -22 -14 -28 A14 14 0 1 1 14 -28 C14 -22 12 -16 0 0 Z" />
        <circle cx={0} cy={-28} r={5} className="static-map__pin-dot" />
      </g>
    </svg>
  );
}
