/** An id no record has: what a route's parameters are filled with when the table is walked. */
export const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** A route's URL pattern from the route table (`/api/orders/:id`) with each parameter filled in. */
export const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, SOME_ID).replace(/\*$/, 'x');
