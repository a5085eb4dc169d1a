/** Prerendered head tags carry this attribute so a navigation replaces exactly them (the boot's page swap too). */
export const MANAGED = 'data-h';
