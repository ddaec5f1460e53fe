// /likes/m/{id} (spec §2 route likes-m-id): the same profile page as /members/{id}, reached from the likes.
export { default, generateMetadata } from '../../../members/[id]/page';
