/** A chat photo's address: served to the conversation's two members only (GET /api/chats/{id}/photos/{photo}/{size}). */
export const chatPhotoUrl = (conversation: string, photo: string, size: 'thumb' | 'full') =>
  `/api/chats/${conversation}/photos/${photo}/${size}`;
