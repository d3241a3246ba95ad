/** The people module's public face: a factory's members. */
export { peopleRoutes } from './routes';
export {
  createPeopleService,
  type MemberForImport,
  PEOPLE_MESSAGES,
  type PeopleService,
  type PersonCreateHashed,
} from './service';
// The members table's SQL, for another module's statement that must stay one statement.
export { type MemberFilter, memberFilter, memberNameOf, membersOfDept, membersOfDepts } from './member-sql';
