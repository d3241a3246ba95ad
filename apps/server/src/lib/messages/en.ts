import { VALIDATION_MESSAGES_EN } from '@gbo/contracts';

/**
 * Every message the server answers with, in English, by code. '{name}' is a parameter the throw site gives
 * (checked by the compiler); zh-CN.ts has the same codes and parameters. The request schemas' validation
 * messages come from @gbo/contracts. How to add one: docs/messages.md.
 */
export const en = {
  ...VALIDATION_MESSAGES_EN,

  // The request itself (the errors plugin, the router)
  'request.notFound': 'Not found: {method} {path}',
  'request.internal': 'Internal server error',
  'request.invalid': 'Invalid request',
  'request.forbiddenKey': '{field}: the key {key} is not allowed',
  'request.invalidJson': '{detail}',
  'request.bodyTooLarge': 'Request body is too large',
  'request.unsupportedMediaType': '{detail}',
  'request.refused': '{detail}',
  'request.paramTooLong': 'a path parameter is too long',
  'request.malformedUrl': 'the URL is malformed',
  'request.databaseDown': 'The database does not answer',
  'maintenance.restoring':
    'The server is restoring a backup and is back in a moment. Everyone signs in again then.',
  'request.sortColumn': 'sort: cannot sort by {field}; use one of {columns}',
  'request.appTooOld':
    'This app version ({sent}) is no longer supported: please upgrade the app to {minimum} or later.',

  // A constraint no service named a message for (lib/db-errors.ts)
  'db.duplicate': 'This record already exists',
  'db.inUse': 'This record is still in use and cannot be deleted',
  'db.missingReference': 'A record it refers to does not exist (it may have just been deleted)',
  'db.checkViolation': 'A value is not allowed here',
  'db.nulCharacters': 'Text may not contain NUL characters',
  'db.statementTimeout':
    'The database took too long to answer this request and it was stopped; try again, or ask for less',

  // Signing in, sessions and permissions
  'auth.sessionExpired': 'Your session has expired, please sign in again',
  'auth.signInFirst': 'Please sign in first',
  'auth.forbidden': 'You do not have permission to do this',
  'auth.platformOnly': 'Only a platform operator may do this',
  'auth.captchaExpired': 'The captcha has expired or does not exist, please refresh it',
  'auth.captchaWrong': 'The captcha code is wrong',
  'auth.wrongCredentials': 'Wrong mobile number or password',
  'auth.accountDisabled': 'This account has been disabled, please contact your administrator',
  'auth.notMember': 'This account is not a member of the chosen factory',
  'auth.membershipDisabled':
    'Your account has been disabled in this factory, please contact its administrator',
  'auth.membershipEnded': 'You are no longer a member of this factory',
  'auth.unknownFactory': 'The chosen factory does not exist',
  'auth.factoryDisabled': '{name} has been disabled, please contact the platform operator',
  'auth.factoryExpired': 'The service of {name} expired on {date}, please contact the platform operator',
  'auth.lockedOut': 'Too many failed sign-in attempts, please try again in {minutes} minutes',
  'auth.lockedOutOne': 'Too many failed sign-in attempts, please try again in {minutes} minute',
  'auth.slowedDown': 'Too many attempts, try again in {seconds} seconds',
  'auth.slowedDownOne': 'Too many attempts, try again in {seconds} second',
  'auth.captchaTooMany':
    'Too many captchas requested from this address, please try again in {seconds} seconds',
  'auth.captchaTooManyOne':
    'Too many captchas requested from this address, please try again in {seconds} second',

  // Audit log, online users
  'logs.notFound': 'No log entry has id {id}',
  'online.notFound': 'No one is online in this factory with key {keys}',

  // Personal center
  'users.wrongOldPassword': 'The old password is wrong',
  'users.notAPicture': 'avatar: please choose a PNG, JPEG or WebP picture',
  'users.pictureTooLarge': 'avatar: the picture is larger than {mib} MiB',
  'users.incompleteUpload':
    'avatar: the upload is not a complete multipart form; please choose the picture again',
  'users.choosePicture': 'avatar: please choose a picture',
  'users.noSuchAvatar': 'No such avatar',

  // Phones' HTTPS
  'certificates.noAuthority':
    'This server has no certificate authority of its own to trust: its HTTPS is off or uses its own certificate',

  // Customers
  'customers.notFound': 'Customer {id} does not exist',
  'customers.nameTaken': 'name: there is already a customer named {name}',
  'customers.inUse':
    '{name} is the customer of one or more styles or shipment orders: change or delete those first',

  // Cut orders, bundles and tickets
  'cutOrders.notFound': 'Cut order {id} does not exist',
  'cutOrders.styleNotFound': 'styleId: style {id} does not exist',
  'cutOrders.bundleNotFound': 'Bundle {id} does not exist',
  'cutOrders.customerNotFound': 'customerId: customer {id} does not exist',
  'cutOrders.cutOrderFilterNotFound': 'cutOrderId: cut order {id} does not exist',
  'cutOrders.cutOrderNotOfStyle': 'cutOrderId: cut order {id} is not a bed of style {styleId}',
  'cutOrders.colourNotInStyle': '{field}: {colour} is not a colour of style {styleNo}',
  'cutOrders.sizeNotInStyle': '{field}: {size} is not a size of style {styleNo}',
  'cutOrders.tooManyBundles':
    'lays: this bed would make {bundles} bundles, more than the {max} one bed may have; split it into beds or raise max plies',
  'cutOrders.bedTaken': 'bedNo: style {styleNo} already has a bed {bedNo}',
  'cutOrders.numberTaken': 'startBundleNo: bundle number {bundleNo} is already used in style {styleNo}',
  'cutOrders.numbersRunOut':
    'Bundle numbers of style {styleNo} would run to {last}, past the highest bundle number {max}',
  'cutOrders.scanned': 'Bundles of {styleNo} bed {bedNo} have been scanned: the bed can no longer be deleted',
  'cutOrders.syncScanned':
    'Bundles of {styleNo} bed {bedNo} have been scanned: its processes can no longer be replaced',
  'cutOrders.bundleVoid': 'Bundle {bundleNo} is void',
  'cutOrders.belowScanned':
    'qty: bundle {bundleNo} already has {recorded} pieces recorded by scans; its quantity cannot go below that',
  'cutOrders.alreadyVoid': 'Bundle {bundleNo} is void already',
  'cutOrders.nothingToPrint': 'The chosen bundles are all void: there is nothing to print',
  'cutOrders.notATicket': 'ticket: this is not a bundle ticket of this system',
  'cutOrders.otherFactoryTicket': 'This ticket belongs to another factory',
  'cutOrders.ticketNotFound': 'Ticket {ticketNo} does not exist (its bed may have been deleted)',
  'cutOrders.ticketVoid': 'Ticket {ticketNo} (bundle {bundleNo}) is void',
  'cutOrders.ticketVoidWithReason': 'Ticket {ticketNo} (bundle {bundleNo}) is void: {reason}',
  'cutOrders.noBundles': 'No bundles match: there is nothing to print',

  // Departments
  'depts.notFound': 'Department {id} does not exist',
  'depts.parentIsSelf':
    'pid: a department cannot be placed under itself or under one of its own sub-departments',
  'depts.parentNeeded':
    'pid: choose a parent department; only someone who sees all departments may add or move one to the top',
  'depts.stillStaffed': '{people} people still belong to these departments: move them first',
  'depts.stillStaffedOne': '{people} person still belongs to these departments: move them first',

  // Dictionaries
  'dict.notFound': 'No dictionary has id {ids}',
  'dict.notFoundForDetail': 'dict.id: no dictionary has id {id}',
  'dict.detailNotFound': 'No dictionary entry has id {id}',
  'dict.nameTaken': 'name: a dictionary named {name} already exists',
  'dict.valueTaken': 'value: {value} is already in this dictionary',

  // Dashboard
  'dashboard.notAStream': 'Accept: this is an event stream (text/event-stream)',
  'dashboard.tooManyStreams':
    'This session already has {max} dashboards open: close one (another tab or window) first',

  // Factories
  'factory.notFound': 'Factory {id} does not exist',
  'factory.codeTaken': 'code: a factory with the code {code} already exists',
  'factory.adminPasswordNeeded':
    'admin.password: the administrator has no account yet, so it needs a first password',
  'factory.adminIsOperator':
    'admin.mobile: this mobile number belongs to a platform operator, who is never a member of a factory',
  'factory.unknownTimeZone':
    'timeZone: {zone} is not a time zone the database knows; choose one such as Asia/Shanghai',

  // Menus
  'menus.notFound': 'No menu has id {ids}',
  'menus.noSuchParent': 'pid: no menu has id {pid}',
  'menus.parentIsButton': 'pid: a button cannot have sub-menus',
  'menus.parentInOwnBranch': 'pid: a menu cannot be moved under itself or one of its sub-menus',
  'menus.buttonWithChildren': 'type: a menu with sub-menus cannot become a button',
  'menus.componentNameTaken': 'componentName: {name} is already used by another menu',

  // People
  'people.notFound': 'Person {id} is not a member of this factory',
  'people.deptNotFound': 'deptId: department {id} does not exist',
  'people.limitReached':
    '{factory} has reached its people limit ({limit}); ask the platform operator to raise it',
  'people.alreadyMember': 'This mobile number already belongs to a member of this factory',
  'people.alreadyMemberLeft':
    'This mobile number belongs to someone who left this factory: edit them to bring them back',
  'people.jobNumberTaken': 'jobNumber: {jobNumber} is already used by another member',
  'people.notYourself': 'You cannot disable yourself nor mark yourself as having left',
  'people.worksElsewhere':
    'This person also works in another factory: only they (through change password) or the platform operator may change their password',
  'people.operatorAccount': "This is a platform operator's account, which no factory may change",
  'people.outranked':
    'You cannot change someone whose roles carry more than yours (permissions you do not hold, or a wider data scope)',
  'people.nameShared':
    'name: this person also belongs to another factory, so only they can change their name (in their personal center)',
  'people.deptNeeded': 'deptId: choose one of the departments you manage',

  // Roles
  'roles.notFound': 'Role {id} does not exist',
  'roles.nameTaken': 'A role with the name "{value}" already exists',
  'roles.codeTaken': 'A role with the code "{value}" already exists',
  'roles.adminReserved': 'code: "admin" is reserved for the administrator role',
  'roles.adminProtected': 'The administrator role cannot be deleted nor renamed to another code',
  'roles.stillHeld': '{people} people still hold these roles: change their roles first',
  'roles.stillHeldOne': '{people} person still holds these roles: change their roles first',
  'roles.deptNotFound': 'deptIds: department {id} does not exist',
  'roles.menuNotFound': 'menus: menu {id} does not exist',
  'roles.roleNotFound': 'roleIds: role {id} does not exist',
  'roles.cannotGrant': 'You cannot grant "{permission}", which you do not hold yourself',
  'roles.cannotGrantScope':
    'dataScope: you cannot grant a data scope wider than your own (all departments, or departments you cannot see)',

  // Scans
  'scans.notFound': 'Scan {id} does not exist',
  'scans.notAMember': 'Only a member of this factory may record scans',
  'scans.forOthers': 'workerId: recording a scan for someone else needs the scan:add permission',
  'scans.workerNotFound': 'workerId: person {id} does not exist',
  'scans.processNotFound': 'processId: process {id} does not exist',
  'scans.processNotInBed': 'processId: process {id} is not a process of {styleNo} bed {bedNo}',
  'scans.alreadyDone': 'Bundle {bundleNo} {process} is already done by {names}',
  'scans.alreadyDoneByOthers': 'Bundle {bundleNo} {process} is already done by others',
  'scans.onlyLeft': 'Bundle {bundleNo} {process}: only {left} left',
  'scans.ownOnly': 'You may see only your own scans',
  'scans.ownNotAllowed': 'Only a worker paid by the piece (scan:self) records scans of their own',
  'scans.notAWorker': 'Only a worker paid by the piece (scan:self) or the office (scan:list) reads scans',
  'scans.notAPieceWorker': 'workerId: {name} is not a piece-rate worker',
  'scans.notWorkingHere':
    'workerId: {name} has left the factory or is disabled; enable them in People before crediting scans',
  'scans.requestIdTaken': 'requestId: this request id was used by someone else; send a new one',
  'scans.requestIdReused':
    'requestId: this request id was used for another scan (ticket, process, worker or quantity); send a new one',
  'scans.filterNotFound': '{field}: {id} does not exist',
  'scans.undoneAlready': 'Scan {id} is undone already',
  'scans.settled': 'Scan {id} is settled: it can no longer be undone',
  'scans.notYours': 'You may undo only your own scans',
  'scans.daySettled':
    'This work day is settled (wages paid): a scan can no longer be added to it; ask the office',
  'scans.tooLate': 'A scan may be undone by its worker within {minutes} minutes; ask a supervisor',

  // Shipments
  'shipments.notFound': 'Shipment order {id} does not exist',
  'shipments.styleNotFound': 'styleId: style {id} does not exist',
  'shipments.customerNotFound': 'customerId: customer {id} does not exist',
  'shipments.colourNotInStyle': '{field}: {colour} is not a colour of {styleNo}',
  'shipments.sizeNotInStyle': '{field}: {size} is not a size of {styleNo}',
  'shipments.notDraft': 'Shipment order {shipmentNo} is {status}: only a draft can be changed or deleted',
  'shipments.notConfirmable': 'Shipment order {shipmentNo} is {status}: only a draft can be confirmed',
  'shipments.status.draft': 'draft',
  'shipments.status.confirmed': 'confirmed',
  'shipments.status.void': 'void',
  'shipments.voidAlready': 'Shipment order {shipmentNo} is void already',
  'shipments.cellGoneFromStyle':
    'Shipment order {shipmentNo} ships {colour} {size}, which {styleNo} no longer has: edit the draft first',
  'shipments.numberTaken':
    "Shipment number {shipmentNo} is taken: the day's counter was changed behind the server; try again",
  'shipments.tooManyCartons':
    'cartons.perCarton: these lines would fill {count} cartons, more than the {max} a packing list may number',
  'shipments.overShipRefused':
    'Shipment order {shipmentNo} ships more than is finished and not shipped yet ({cells}): this factory does not confirm such orders',
  'shipments.noPacking':
    'Shipment order {shipmentNo} has no packing list: enter its cartons before printing carton labels',
  'shipments.voidNoLabels': 'Shipment order {shipmentNo} is void: its cartons get no labels',
  'shipments.cartonOutOfRange': '{field}: carton {carton} is not one of the {count} cartons of {shipmentNo}',
  'shipments.overFinished':
    '{colour} {size}: ships {qty}, but only {available} finished pieces are not shipped yet',

  // Styles
  'styles.notFound': 'Style {id} does not exist',
  'styles.styleNoTaken': 'styleNo: {styleNo} is already the number of another style',
  'styles.customerNotFound': 'customerId: customer {id} does not exist',
  'styles.inUse': '{styleNo} has cut orders or shipment orders: a style in use cannot be deleted',

  // Wages
  'wages.workerNotFound': 'workerId: person {id} does not exist',
  'wages.deptNotFound': 'deptId: department {id} does not exist',
  'wages.ownOnly': 'You may see only your own wage',
  'wages.notAWorker': 'Only a worker paid by the piece (scan:self) or the payroll (wage:list) reads wages',
  'wages.adjustmentNotFound': 'Wage adjustment {id} does not exist',
  'wages.monthSettled': 'month: {month} is settled for this person; its adjustments are final',
  'wages.adjustmentSettled': 'Wage adjustment {id} is settled: it can no longer be changed',
  'wages.byInspection':
    'Wage adjustment {id} is a deduction of QC inspection {inspectionId}: undo the inspection to remove it',
  'wages.notOver': 'to: a period is settled once it is over; choose a day before today ({today})',
  'wages.wholeFactory': 'deptId: you may settle only the departments you see; choose one',
  'wages.nothingToSettle': 'Nothing to settle from {from} to {to}: it is settled already or has no scans',
  'wages.settlementNotFound': 'Settlement {id} does not exist',
  'wages.notAPieceWorker': 'workerId: {name} is not a piece-rate worker',

  // Label printers (modules/printers) and the words labels print
  'printers.notFound': 'Printer {id} does not exist',
  'printers.nameTaken': 'A printer named {name} already exists',
  'printers.jobsWaiting': '{name} still has {count} print jobs waiting: cancel them or let them print first',
  'printers.jobNotFound': 'Print job {id} does not exist',
  'printers.jobNotFailed': 'Print job {id} has not failed: only a failed job is sent again',
  'printers.jobNotQueued': 'Print job {id} is no longer waiting: it cannot be cancelled',
  'printers.jobNoPrinter': 'Print job {id} cannot be sent again: its printer was deleted',
  'printers.defaultTaken': 'Another printer became the default at the same time: try again',
  // Attendance and efficiency (modules/attendance)
  'attendance.workerNotFound': 'workerId: person {id} does not exist',
  'attendance.deptNotFound': 'deptId: department {id} does not exist',
  'attendance.future': 'workDate: {day} is after today ({today}); attendance is recorded for days worked',
  'attendance.laterThanNow': '{field}: {time} is later than now ({now}); a day is recorded as it was worked',
  'attendance.notAMember': 'Only a member of this factory clocks in and out',
  'attendance.notAWorker': 'Only a worker paid by the piece (scan:self) clocks in and out',
  'attendance.clockedIn': 'You clocked in at {time} already',
  'attendance.clockedOut': 'You clocked out at {time} already; ask your supervisor to correct the day',
  'attendance.minutesEntered': 'Your supervisor entered today’s attendance; ask them to correct it',
  'attendance.notClockedIn': 'You have not clocked in today',
  'attendance.clockOutTooSoon': 'You clocked in at {time}; clock out at least a minute later',
  // Pay questions (modules/disputes)
  'disputes.notFound': 'Pay question {id} does not exist',
  'disputes.deptNotFound': 'deptId: department {id} does not exist',
  'disputes.notAWorker': 'Only a worker paid by the piece (scan:self) asks about their pay',
  'disputes.future': 'workDate: {day} is after today ({today})',
  'disputes.tooManyOpen': 'You have {max} questions waiting for an answer: ask more once some are answered',
  // Line boards (modules/board)
  'board.linkNotFound': 'Display link {id} does not exist',
  'board.deptNotFound': 'deptId: department {id} does not exist',
  'board.invalidKey':
    'This display link is not valid (it was revoked, or mistyped): ask an administrator for a new one',
  // Quality inspections (modules/quality)
  'qc.notFound': 'Inspection {id} does not exist',
  'qc.notAMember': 'Only a member of this factory may record inspections',
  'qc.processNotFound': '{field}: process {id} does not exist',
  'qc.processNotInBed': '{field}: process {id} is not a process of {styleNo} bed {bedNo}',
  'qc.processAfterCheckpoint':
    'defects: {process} comes after the checkpoint ({checkpoint}); it cannot be at fault yet',
  'qc.unknownCode': 'defects: {code} is not a defect code of this factory',
  'qc.codeDisabled': 'defects: defect code {code} is switched off',
  'qc.workerNotScanner': 'defects: person {id} did not scan {process} of this bundle',
  'qc.overInspected':
    'Bundle {bundleNo} at {checkpoint}: {inspected} of {qty} pieces are inspected already; only {left} left',
  'qc.allInspected':
    'Bundle {bundleNo} at {checkpoint}: every piece is inspected already; re-inspect its rework instead',
  'qc.overRework':
    'Bundle {bundleNo} at {checkpoint}: only {rework} pieces are in rework; a re-inspection checks no more',
  'qc.noRework': 'Bundle {bundleNo} at {checkpoint}: no piece is in rework',
  'qc.reworkRechecked': 'Inspection {id}: its rework was re-inspected since; undo those re-inspections first',
  'qc.undoneAlready': 'Inspection {id} is undone already',
  'qc.notYours': 'You may undo only your own inspections',
  'qc.tooLate': 'An inspection may be undone by its inspector within {minutes} minutes; ask a QC supervisor',
  'qc.requestIdTaken': 'requestId: this request id was used by someone else; send a new one',
  'qc.requestIdReused': 'requestId: this request id was used for another inspection; send a new one',
  'qc.filterNotFound': '{field}: {id} does not exist',
  'qc.codeNotFound': 'Defect code {id} does not exist',
  'qc.codeTaken': 'Defect code {code} already exists',
  'qc.checkpointFinal': 'final check',
  'qc.deductionNote': 'QC {style} bundle {bundleNo}: {defects}',
  'qc.reworkNote': 'Rework paid {style} bundle {bundleNo}: {defects}',
  'qc.chargeSettled': 'Inspection {id}: its deductions are in a settled month; it can no longer be undone',
  'qc.chargeTooBig':
    'defects: the wage adjustment for {name} would be {amount}, more than one adjustment may be ({max})',
  'qc.codeInUse': 'Defect code {code} is in use: switch it off and add another instead of renaming its code',
  'qc.checkpointInline': 'in-line check after {process}',
  'labels.testSubject': 'Test label',
  'labels.testChinese': '中文测试 颜色 尺码 数量',
  'labels.ticketsSubject': 'Tickets {beds}',
  'labels.cartonsSubject': 'Carton labels {shipmentNo} ({from}–{to} of {count})',
  'labels.bed': 'Bed',
  'labels.colour': 'Colour',
  'labels.size': 'Size',
  'labels.qty': 'Qty',
  'labels.plies': 'Plies',
  'labels.lot': 'Lot',
  'labels.shade': 'Shade',
  'labels.ticket': 'Ticket',
  'labels.recut': 'Re-cut',
  'labels.more': 'more',
  'labels.customer': 'Customer',
  'labels.style': 'Style',
  'labels.carton': 'Carton',
  'labels.shipDate': 'Ship date',
  'labels.netWeight': 'N.W. (shipment)',
  'labels.grossWeight': 'G.W. (shipment)',
  'labels.moreLines': '+{count} more',

  // Excel import of people (modules/imports/kinds/people.ts)
  'imports.people.unknownDept': 'there is no department named {name}',
  'imports.people.ambiguousDept': 'more than one department is named {name}; write its path instead: {paths}',
  'imports.people.deptNeeded': 'write one of the departments you manage',
  'imports.people.unknownRole': 'there is no role named {name}',
  'imports.people.roleBeyondYou':
    'you cannot give the role {name}: it carries permissions or a data scope you do not hold yourself',
  'imports.people.jobNumberTaken': '{jobNumber} is already the job number of another member',
  'imports.people.peopleLimit':
    '{factory} allows at most {limit} enabled people, and this row would be number {count}: disable someone, or ask the platform operator to raise the limit',

  // Excel import (modules/imports)
  'imports.chooseFile': 'file: choose a spreadsheet to import (.xlsx or .csv)',
  'imports.fileTooLarge': 'file: the file is larger than {mib} MiB; split it into smaller files',
  'imports.incompleteUpload':
    'file: the upload is not a complete multipart form; please choose the file again',
  'imports.notSpreadsheet': 'file: this is not a spreadsheet; choose an .xlsx or .csv file',
  'imports.oldExcel': 'file: this is an old Excel file (.xls); save it as .xlsx in Excel and choose it again',
  'imports.tooManyRows': 'file: at most {max} rows can be imported at once; split the file',
  'imports.tooManyColumns':
    'file: at most {max} columns can be read; delete the columns the import does not need',
  'imports.tooLarge':
    'file: the spreadsheet holds more than an import can read (too many cells, or it unpacks to too much); split it, or save it again from Excel',
  'imports.emptyFile': 'file: the spreadsheet is empty',
  'imports.noHeader':
    'file: the first row must name the columns, such as {columns}; download the template to see them',
  'imports.noRows': 'file: there are no rows under the header',
  'imports.unknownKind': 'kind: {kind} cannot be imported',
  'imports.missingColumn': 'the file has no column {column}',
  'imports.repeatedColumn': 'the column {column} appears twice',
  'imports.mayNotCreate': 'you do not have permission to add these',
  'imports.mayNotUpdate': 'you do not have permission to change these',
  'imports.rejected': 'Nothing was imported. Errors in the file: {count}. Fix them and import it again',
  'imports.repeatedInFile': '{value} is already on row {row} of this file',
  'imports.exists': '{value} already exists; write update in the Action column to change it',
  'imports.notThere': '{value} does not exist yet, so it cannot be updated; leave the Action empty to add it',
  'imports.badAction': 'must be create or update (or empty)',
  'imports.required': 'is required',
  'imports.unknownCustomer': 'there is no customer named {name}; add the customer first',
  'imports.unknownStyle': 'there is no style {styleNo}; add or import the style first',
  'imports.yesOrNo': 'must be yes or no',
  'imports.sizeRates': 'must be sizes with their rates, like 3XL:0.50, 4XL:0.55',
  'imports.seq': 'must be a whole number from 1 to 999',
  'imports.seqRepeated': 'sequence {seq} of style {styleNo} is already on row {row}',
  'imports.hasProcesses':
    'style {styleNo} already has {count} processes; write update in the Action column to replace them',
  'imports.notColour': '{colour} is not a colour of style {styleNo}',
  'imports.notSize': '{size} is not a size of style {styleNo}',
  'imports.quantity': 'must be a whole number from 0 to {max}',
  'imports.cellRepeated': '{colour} {size} is already on row {row}',
  // Backups and restore (modules/backups)
  'backups.unavailable': 'Backups cannot be made or restored here: {reason}',
  'backups.busy': 'A backup is being made already: wait until it is finished',
  'backups.noSuchBackup': 'There is no backup {id}',
  'backups.stillRunning': 'Backup {id} is still being made',
  'backups.wrongPassword': 'password: this is not your password',
  'backups.confirmMismatch': 'confirm: type the backup file name {fileName} to confirm',
  'backups.unusable': 'This backup cannot be restored: {reason}. Nothing was changed.',
  'backups.restoring': 'A backup is being restored already',
  'backups.fileRequired': 'file: choose a backup file ({extension}) to restore',
  'backups.incompleteUpload': 'file: the upload was cut short; choose the file again',
  'backups.oneFile': 'file: send one backup file',
  'backups.fieldsFirst': 'file: send the password and confirm fields before the file',
  'backups.idOrFile': 'id: name a kept backup or send a file, not both',
  'backups.fileTooLarge': 'file: a backup file may be at most {max}',
  'backups.reason.partTooLarge': 'it holds a part too large to read',
  'backups.reason.noManifestFirst': 'it does not begin with a backup manifest',
  'backups.reason.manifestUnread': 'its manifest is not one this server reads',
  'backups.reason.strangeEntry': 'it holds an entry a backup does not: {entry}',
  'backups.reason.notWhole': 'it is not a whole backup file (cut short, damaged, or another kind of file)',
  'backups.reason.empty': 'it is empty',
  'backups.reason.noChecksums': 'it is cut short (its checksums are missing)',
  'backups.reason.checksumsDiffer': 'its content does not match its checksums ({entry})',
  'backups.reason.notJson': 'it holds a part that is not valid JSON',
  'backups.reason.noEmbeddedDatabase': 'it holds no embedded database',
  'backups.reason.stateDiffers': 'its database does not hold what it recorded: {difference}',
  'backups.reason.pgRestoreFailed': 'pg_restore failed: {output}',
  'backups.reason.databaseNotRestored':
    'the database could not be restored from it, nothing was changed: {output}',
  'backups.reason.pgliteOnPostgres':
    'it is a backup of the embedded database, and this installation runs on PostgreSQL',
  'backups.reason.postgresOnPglite':
    'it is a backup of PostgreSQL, and this installation runs on the embedded database',
  'backups.reason.newerPostgres': 'it was made on PostgreSQL {made}, newer than this {major}',
  'backups.reason.newerVersion':
    'it was made by a newer version of the product (version {version}, database level {level}, this server knows {known}); update the server first',
  'backups.reason.fileChanged':
    'its checksum is not the one recorded when it was made (the file was changed or damaged)',
  'backups.reason.failed': 'it failed: {detail}',

  // A factory's own data as it leaves (modules/factory-export)
  'factoryExport.busy': 'An export of this factory is being made already: wait until it is finished',
  'factoryExport.notFound': 'There is no export {id} of this factory',
  'factoryExport.noFile':
    'Export {id} has no file to download (it is not finished, it failed, or a newer export replaced it)',

  // The server monitor (modules/monitor)
  'monitor.metricsToken': 'GET /metrics answers only the bearer token METRICS_TOKEN sets',
} as const;

export type MessageCode = keyof typeof en;
