import { likesMetadata, LikesRoute } from './_likes-page';

// /likes (member page): the likes received first, the other lists one tab away.
export const generateMetadata = likesMetadata(null);
export default LikesRoute('received');
