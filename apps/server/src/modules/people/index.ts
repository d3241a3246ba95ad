/** The people module's public face: a factory's members. */
export { peopleRoutes } from './routes';
export { createPeopleService, PEOPLE_MESSAGES, type PeopleService } from './service';
// The members table's SQL, for another module's statement that must stay one statement.
export { type MemberFilter, memberFilter, memberNameOf, membersOfDept, membersOfDepts } from './member-sql';
