/** Indexed fields, in the order field numbers refer to. */
export const FIELDS = ['title', 'keywords', 'description', 'heading', 'crumbs', 'text', 'code'] as const;
export type Field = (typeof FIELDS)[number];

/**
 * A page's own words count for more than its body: its title and sidebar label, then its
 * keywords, then headings and the one-line description. Code samples count least.
 */
export const BOOST: Record<Field, number> = { title: 6, keywords: 4, description: 3, heading: 2.5, crumbs: 0.6, text: 1, code: 0.3 };

/** MiniSearch's BM25+ constants: k1 for term-frequency saturation, b for length normalisation (one for all fields). */
export const K1 = 1.2;
export const B_SHARED = 0.7;

/** MiniSearch's weights of a term found by prefix, or with a typo, against the term as typed. */
export const PREFIX_WEIGHT = 0.45;
export const FUZZY_WEIGHT = 0.35;
/** A synonym from the table, against the word as typed. */
export const SYNONYM_WEIGHT = 0.9;
