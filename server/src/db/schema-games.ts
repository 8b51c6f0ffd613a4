// Tables of the game catalogue, favourites, recent games, launches and the
// in-house games. Re-exported by schema.ts.
export {};
