export type PhoneSystem = 'android' | 'ios';

/** Which steps to show first: an iPhone's or iPad's (iPadOS calls itself a Mac with a touch screen), else Android's. */
export function phoneSystemOf(userAgent: string, touchPoints = 0): PhoneSystem {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Macintosh/.test(userAgent) && touchPoints > 1) return 'ios';
  return 'android';
}
