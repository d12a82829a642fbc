/** The floor's routes loaded one import below its entry (floor.tsx says why). */
export const tiles = () => import('./tiles');
