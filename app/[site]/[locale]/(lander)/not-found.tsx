// An unknown lander design: the same localised 404 as everywhere, inside the lander layout.
export { default } from '../(default)/not-found';
