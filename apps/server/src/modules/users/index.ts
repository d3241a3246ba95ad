/** The users module's public face: accounts (across factories) and their avatars. */
export { avatarDirOf } from './avatar';
export { avatarFileRoutes } from './avatar-file-routes';
export { userRoutes } from './routes';
export { createUserService, type UserService, USER_MESSAGES } from './service';
// The users table's SQL, for another module's write that keeps a user's name with its row.
export { userNameOf } from './user-sql';
