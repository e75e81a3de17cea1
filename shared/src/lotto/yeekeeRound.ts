/** The catalogue code of the yeekee lottery, drawn by the server from a committed seed. */
export const YEEKEE_CODE = 'yeekee';
