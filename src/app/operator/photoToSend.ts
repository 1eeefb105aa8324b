// A HEIC photo (what iPhones take) is made a JPEG on the device when its browser reads HEIC (Safari does; Chrome and
// Firefox do not), since the server's image library reads HEIC only where it was built with HEVC. Drawn on a canvas,
// the photo comes out upright and without its metadata (camera, location), as the server keeps it anyway. Where the
// browser cannot read it, it goes as it is: the server reads it if it can, or says why not.

const HEIC_TYPE = /^image\/hei[cf](-sequence)?$/i;
const HEIC_NAME = /\.hei[cf]$/i;
/** Near the phone's own: the server makes every size guests get from it again. */
const JPEG_QUALITY = 0.92;

export const isHeic = (file: File) => HEIC_TYPE.test(file.type) || HEIC_NAME.test(file.name);

async function decoded(file: File): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    return await createImageBitmap(file);
  } catch {
    return null; // this browser does not read HEIC
  }
}

/** The bytes to upload for `file`: a JPEG of a HEIC photo this browser can read, else the file itself. */
export async function photoToSend(file: File): Promise<Blob> {
  if (!isHeic(file)) return file;
  const image = await decoded(file);
  if (!image) return file;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(image, 0, 0);
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    return jpeg ?? file;
  } finally {
    image.close();
  }
}
