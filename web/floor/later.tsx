/** The floor's lazy route (floor.tsx): a route chunk, as every page of the site is. */
export function Component() {
  return <p>later</p>;
}
