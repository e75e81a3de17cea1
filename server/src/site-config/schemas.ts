/** The site configuration as /cl-api/load-config serves it and the admin's PATCH answers it. */
export const siteConfigSchema = {
  type: 'object',
  required: ['line_url', 'popup_status', 'popup_link', 'popup_url', 'banners', 'rates'],
  properties: {
    line_url: { type: 'string' },
    popup_status: { type: 'boolean' },
    popup_link: { type: 'string' },
    popup_url: { type: 'string' },
    banners: {
      type: 'array',
      items: {
        type: 'object',
        required: ['image_url', 'link'],
        properties: { image_url: { type: 'string' }, link: { type: 'string' } },
      },
    },
    rates: {
      type: 'array',
      items: {
        type: 'object',
        required: ['label', 'rate'],
        properties: { label: { type: 'string' }, rate: { type: 'number' } },
      },
    },
  },
} as const;
