import { likesMetadata, LikesRoute } from '../_likes-page';

// /likes/received (member page). Each list is its own folder, so any other /likes/{type} is the 404 of an unknown
// page with its status (a dynamic segment would answer it inside the streamed member layout, as a 200).
export const generateMetadata = likesMetadata('received');
export default LikesRoute('received');
