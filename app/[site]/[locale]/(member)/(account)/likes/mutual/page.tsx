import { likesMetadata, LikesRoute } from '../_likes-page';

// /likes/mutual (member page). Each list is its own folder, so any other /likes/{type} is the 404 of an unknown
// page with its status (a dynamic segment would answer it inside the streamed member layout, as a 200).
export const generateMetadata = likesMetadata('mutual');
export default LikesRoute('mutual');
