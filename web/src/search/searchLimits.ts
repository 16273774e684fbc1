/** The longest query the search accepts (schema: searchCalculators takes 1 to 100 characters). */
export const SEARCH_MAX_LENGTH = 100;
