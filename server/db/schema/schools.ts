import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * School tenancy (issue 13): every table here carries `school_id`, and row-level security lets a
 * school-scoped transaction see only the rows of the school it was opened for
 * (server/db/school-scope.ts; the policies are in migration 0007). Filled by the school module.
 */

export const schoolStatuses = ['active', 'suspended'] as const;

export const schools = pgTable('schools', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The curriculum id of the catalog the school follows ("in-cbse"). */
  curriculum: text('curriculum'),
  seats: integer('seats').notNull().default(0),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  status: text('status', { enum: schoolStatuses }).notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const schoolRoles = ['school_admin', 'teacher', 'student', 'parent'] as const;
export type SchoolRole = (typeof schoolRoles)[number];

/** Who belongs to a school and as what; one user may hold several roles in one school. */
export const schoolMemberships = pgTable(
  'school_memberships',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: schoolRoles }).notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.schoolId, table.userId, table.role] }),
    index('school_memberships_user_id_idx').on(table.userId),
  ],
);

/** A class group of a school in an academic year ("Class 8, section B, 2026-27"). */
export const sections = pgTable(
  'sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classId: text('class_id').notNull(),
    name: text('name').notNull(),
    academicYear: text('academic_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Lets the tables below tie a row to a section of the same school only.
    unique('sections_school_id_id_unique').on(table.schoolId, table.id),
    unique('sections_school_class_name_year_unique').on(
      table.schoolId,
      table.classId,
      table.name,
      table.academicYear,
    ),
  ],
);

/** Which teacher teaches which subject to a section. */
export const sectionTeachers = pgTable(
  'section_teachers',
  {
    schoolId: uuid('school_id').notNull(),
    sectionId: uuid('section_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sectionId, table.userId, table.subject] }),
    foreignKey({
      name: 'section_teachers_section_fk',
      columns: [table.schoolId, table.sectionId],
      foreignColumns: [sections.schoolId, sections.id],
    }).onDelete('cascade'),
  ],
);

/** The students of a section, with their roll numbers. */
export const sectionStudents = pgTable(
  'section_students',
  {
    schoolId: uuid('school_id').notNull(),
    sectionId: uuid('section_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rollNumber: integer('roll_number'),
  },
  (table) => [
    primaryKey({ columns: [table.sectionId, table.userId] }),
    index('section_students_user_id_idx').on(table.userId),
    foreignKey({
      name: 'section_students_section_fk',
      columns: [table.schoolId, table.sectionId],
      foreignColumns: [sections.schoolId, sections.id],
    }).onDelete('cascade'),
  ],
);

/** A parent's link to a child who studies at the school. */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    parentUserId: uuid('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentUserId: uuid('student_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.schoolId, table.parentUserId, table.studentUserId] })],
);

/** The tables row-level security separates by school; the forgotten-filter test covers each. */
export const schoolScopedTables = [
  'schools',
  'school_memberships',
  'sections',
  'section_teachers',
  'section_students',
  'guardian_links',
] as const;
