import sharp from 'sharp';

/** A real picture, base64 as the site sends it. */
export async function picture(format: 'png' | 'jpeg', width = 640, height = 400): Promise<string> {
  const image = sharp({ create: { width, height, channels: 3, background: '#8899aa' } });
  return (await (format === 'png' ? image.png() : image.jpeg()).toBuffer()).toString('base64');
}
