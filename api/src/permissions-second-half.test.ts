import { describePermissionMatrix, rowsOfPart } from "../test/permission-matrix.js";
import { PERMISSION_TABLE } from "../test/permission-table.js";

// the second half of the matrix, run beside the first (permissions.test.ts), which also checks the table
describePermissionMatrix(rowsOfPart(PERMISSION_TABLE, 1, 2), "second half");
