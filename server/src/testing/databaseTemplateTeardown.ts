import { removeTestDatabaseTemplate } from './databaseTemplate';

export default removeTestDatabaseTemplate;
