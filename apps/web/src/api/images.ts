import { type Image, IMAGE_MAX_BYTES } from '@quimia/contracts';
import { uploadEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint } from '@/lib/api-client';

type UploadImageInput = { file: File; alt?: string };

/** The server's own words, said before sending a file it would refuse for its size. */
export const IMAGE_TOO_LARGE_MESSAGE = `La imagen supera el máximo de ${IMAGE_MAX_BYTES / 1024 / 1024} MB`;

/**
 * Uploads an image (multipart: optional `alt`, then `file`). The server checks the
 * content (JPEG, PNG, WebP or GIF), re-encodes it to WebP and answers its URLs (staff).
 */
export async function uploadImage({ file, alt }: UploadImageInput): Promise<Image> {
  if (file.size > IMAGE_MAX_BYTES) {
    // A huge file would be cut off mid-upload; say what the server would say, without sending it.
    throw { message: IMAGE_TOO_LARGE_MESSAGE, code: 'FILE_TOO_LARGE' };
  }
  const form = new FormData();
  // The server reads fields that come before the file.
  if (alt?.trim()) form.append('alt', alt.trim().slice(0, 200));
  form.append('file', file);
  const data = await callEndpoint(uploadEndpoints.uploadImage, { body: form });
  return data.image;
}

/** Removes an uploaded image (and from galleries using it). */
export function deleteImage(id: string) {
  return callEndpoint(uploadEndpoints.removeImage, { body: { id } });
}
