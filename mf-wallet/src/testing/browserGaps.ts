/** What jsdom lacks and the money page uses: object URLs for the slip preview, randomUUID for Idempotency-Keys. */
let objectUrls = 0;
if (typeof URL.createObjectURL !== 'function') {
  Object.assign(URL, {
    createObjectURL: () => `blob:preview-${++objectUrls}`,
    revokeObjectURL: () => undefined,
  });
}
if (typeof crypto.randomUUID !== 'function') {
  let serial = 0;
  Object.assign(crypto, { randomUUID: () => `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}` });
}
