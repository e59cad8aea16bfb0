import type { Language, Localized } from './common';

/**
 * Every text the server sends to a person, in cn/en/fr. Schemas use the keys as their custom
 * messages (`message: 'password.rule'`) and the API translates them for the request's language.
 */
export const MESSAGES = {
  ok: { cn: '操作成功', en: 'Operation successful', fr: 'Opération réussie' },
  'error.badRequest': {
    cn: '请求参数有误',
    en: 'The request is not valid',
    fr: "La requête n'est pas valide",
  },
  'error.validation': {
    cn: '提交的内容有误，请检查',
    en: 'Some fields are not valid, please check them',
    fr: 'Certains champs ne sont pas valides, veuillez les vérifier',
  },
  'error.unauthorized': {
    cn: '登录超时，请重新登录',
    en: 'Login timed out, please log in again',
    fr: 'Session expirée, veuillez vous reconnecter',
  },
  'error.forbidden': {
    cn: '没有权限访问此功能',
    en: 'No permission to access this function',
    fr: "Vous n'avez pas la permission d'accéder à cette fonction",
  },
  'error.notFound': {
    cn: '访问的内容不存在',
    en: 'The requested item does not exist',
    fr: "L'élément demandé n'existe pas",
  },
  'error.routeNotFound': {
    cn: '访问的接口不存在',
    en: 'The requested address does not exist',
    fr: "L'adresse demandée n'existe pas",
  },
  'error.conflict': {
    cn: '当前状态不允许此操作',
    en: 'This action is not allowed in the current state',
    fr: "Cette action n'est pas autorisée dans l'état actuel",
  },
  'error.rateLimited': {
    cn: '操作过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
    fr: 'Trop de requêtes, veuillez réessayer plus tard',
  },
  'error.internal': {
    cn: '系统繁忙，请稍后再试',
    en: 'Something went wrong on our side, please try again later',
    fr: 'Une erreur est survenue de notre côté, veuillez réessayer plus tard',
  },
  'error.payloadTooLarge': {
    cn: '提交的内容过大',
    en: 'The request is too large',
    fr: 'La requête est trop volumineuse',
  },
  'error.illegalCharacters': {
    cn: '输入内容包含非法字符',
    en: 'The input contains illegal characters',
    fr: 'La saisie contient des caractères interdits',
  },
  'auth.invalidCredentials': {
    cn: '账号或密码错误',
    en: 'Wrong account or password',
    fr: 'Compte ou mot de passe incorrect',
  },
  'auth.invalidCredentialsRemaining': {
    cn: '账号或密码错误，还可尝试 {remaining} 次',
    en: 'Wrong account or password, {remaining} attempts left before the account is locked',
    fr: 'Compte ou mot de passe incorrect, encore {remaining} essais avant le verrouillage du compte',
  },
  'auth.locked': {
    cn: '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-ins: the account is locked, try again in {minutes} minutes',
    fr: 'Trop de tentatives échouées : le compte est verrouillé, réessayez dans {minutes} minutes',
  },
  'auth.disabled': {
    cn: '账号已停用，请联系管理员',
    en: 'This account is disabled, please contact the administrator',
    fr: "Ce compte est désactivé, veuillez contacter l'administrateur",
  },
  'auth.refreshInvalid': {
    cn: '登录超时，请重新登录',
    en: 'Login timed out, please log in again',
    fr: 'Session expirée, veuillez vous reconnecter',
  },
  'auth.apiKeyInvalid': {
    cn: '接口密钥无效或已撤销',
    en: 'The API key is not valid or has been revoked',
    fr: "La clé d'API n'est pas valide ou a été révoquée",
  },
  'register.accountTaken': {
    cn: '账号已注册',
    en: 'Account already registered',
    fr: 'Ce compte est déjà enregistré',
  },
  'register.accountNameRepeated': {
    cn: '账号名称重复',
    en: 'Account name repeated',
    fr: 'Ce nom de compte existe déjà',
  },
  'register.phoneTaken': {
    cn: '手机号已被占用',
    en: 'Phone number occupied',
    fr: 'Ce numéro de téléphone est déjà utilisé',
  },
  'register.emailTaken': {
    cn: '邮箱已被占用',
    en: 'Email address already in use',
    fr: 'Cette adresse e-mail est déjà utilisée',
  },
  'register.done': {
    cn: '注册成功，请登录',
    en: 'Registration complete, please sign in',
    fr: 'Inscription terminée, veuillez vous connecter',
  },
  'phone.invalid': {
    cn: '请输入正确的手机号',
    en: 'Enter the correct phone number',
    fr: 'Saisissez un numéro de téléphone correct',
  },
  'phone.length': {
    cn: '请输入11位手机号',
    en: 'Enter an 11-digit phone number',
    fr: 'Saisissez un numéro de téléphone à 11 chiffres',
  },
  'email.invalid': {
    cn: '请输入正确的邮箱地址',
    en: 'Enter a valid email address',
    fr: 'Saisissez une adresse e-mail valide',
  },
  'code.sent': { cn: '验证码已发送', en: 'Verification code sent', fr: 'Code de vérification envoyé' },
  'code.sendFailed': {
    cn: '验证码发送失败',
    en: 'Verification code failed to send',
    fr: "Échec de l'envoi du code de vérification",
  },
  'code.invalid': {
    cn: '验证码错误或已过期',
    en: 'The verification code is wrong or has expired',
    fr: 'Le code de vérification est incorrect ou a expiré',
  },
  'code.format': {
    cn: '请输入6位数字验证码',
    en: 'Enter the 6-digit verification code',
    fr: 'Saisissez le code de vérification à 6 chiffres',
  },
  'code.subject': {
    cn: '您的验证码',
    en: 'Your verification code',
    fr: 'Votre code de vérification',
  },
  'code.body': {
    cn: '您的验证码是 {code}，{minutes} 分钟内有效。如非本人操作请忽略。',
    en: 'Your verification code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this message.',
    fr: "Votre code de vérification est {code}. Il est valable {minutes} minutes. Si vous ne l'avez pas demandé, ignorez ce message.",
  },
  'password.required': { cn: '请输入密码', en: 'Enter the password', fr: 'Saisissez le mot de passe' },
  'password.rule': {
    cn: '密码须为8-16位，包含大写字母、小写字母，以及至少一个数字或符号',
    en: 'The password must be 8 to 16 characters with upper and lower case letters and at least one digit or symbol',
    fr: 'Le mot de passe doit comporter 8 à 16 caractères, des majuscules et des minuscules et au moins un chiffre ou un symbole',
  },
  'password.mismatch': {
    cn: '两次输入的密码不一致',
    en: 'The two passwords differ',
    fr: 'Les deux mots de passe sont différents',
  },
  'password.sameAsOld': {
    cn: '新密码不能与旧密码相同',
    en: 'The new password must differ from the old one',
    fr: "Le nouveau mot de passe doit être différent de l'ancien",
  },
  'password.reset': {
    cn: '密码已重置，请使用新密码登录',
    en: 'Password reset, please sign in with the new password',
    fr: 'Mot de passe réinitialisé, connectez-vous avec le nouveau mot de passe',
  },
  'code.identifier': {
    cn: '编码须以小写字母开头，只含小写字母、数字和下划线',
    en: 'The code starts with a lower-case letter and holds only lower-case letters, digits and underscores',
    fr: 'Le code commence par une minuscule et ne contient que des minuscules, des chiffres et des tirets bas',
  },
  'name.required': { cn: '请输入姓名', en: 'Enter the name', fr: 'Saisissez le nom' },
  'account.required': { cn: '请输入账号', en: 'Enter the account', fr: 'Saisissez le compte' },
  'account.format': {
    cn: '账号须为4-32位字母、数字、下划线或点',
    en: 'The account must be 4 to 32 letters, digits, underscores or dots',
    fr: 'Le compte doit comporter 4 à 32 lettres, chiffres, tirets bas ou points',
  },
  'text.tooLong': {
    cn: '内容不能超过 {max} 个字符',
    en: 'At most {max} characters',
    fr: 'Au plus {max} caractères',
  },
  'upload.missing': {
    cn: '请选择要上传的文件',
    en: 'Choose a file to upload',
    fr: 'Choisissez un fichier à envoyer',
  },
  'upload.tooLarge': {
    cn: '文件不能超过 {maxMb} MB',
    en: 'The file must not exceed {maxMb} MB',
    fr: 'Le fichier ne doit pas dépasser {maxMb} Mo',
  },
  'upload.typeNotAllowed': {
    cn: '不支持的文件类型，仅支持：{allowed}',
    en: 'This file type is not allowed; allowed types: {allowed}',
    fr: "Ce type de fichier n'est pas autorisé ; types acceptés : {allowed}",
  },
  'reminder.syEndSoon': {
    cn: '您的溯源合同将于 {date} 到期（剩余 {days} 天），请及时续签',
    en: 'Your traceability contract ends on {date} ({days} days left); please renew it in time',
    fr: 'Votre contrat de traçabilité prend fin le {date} (encore {days} jours) ; pensez à le renouveler',
  },
  'reminder.syExpired': {
    cn: '您的溯源合同已于 {date} 到期，续签前无法申请、绑定标签或发货',
    en: 'Your traceability contract expired on {date}; until it is renewed you cannot apply for or bind labels, or ship',
    fr: "Votre contrat de traçabilité a expiré le {date} ; tant qu'il n'est pas renouvelé, vous ne pouvez ni demander ni lier d'étiquettes, ni expédier",
  },
  'date.startTimeEmpty': {
    cn: '请选择开始时间',
    en: 'Choose the start time',
    fr: 'Choisissez la date de début',
  },
  'date.endTimeSmall': {
    cn: '结束时间必须大于开始时间',
    en: 'End Time Must be Greater Than Start Time',
    fr: 'La date de fin doit être postérieure à la date de début',
  },
  'labelControl.usageMin': {
    cn: '标签最大使用次数必须大于1',
    en: 'The maximum label usage per batch must be greater than 1',
    fr: "L'usage maximal d'une étiquette par lot doit être supérieur à 1",
  },
  'labelControl.corpExists': {
    cn: '该企业已设置标签控制',
    en: 'This company already has its own label limits',
    fr: 'Cette entreprise a déjà ses propres limites',
  },
  'version.format': {
    cn: '版本号格式应为 1.2.3',
    en: 'The version must look like 1.2.3',
    fr: 'La version doit avoir la forme 1.2.3',
  },
  'password.oldWrong': {
    cn: '原密码不正确',
    en: 'The current password is wrong',
    fr: 'Le mot de passe actuel est incorrect',
  },
  'password.changed': {
    cn: '密码已修改，请重新登录',
    en: 'Password changed, please sign in again',
    fr: 'Mot de passe modifié, veuillez vous reconnecter',
  },
  'user.organisationRequired': {
    cn: '请为该用户类型选择所属机构',
    en: 'Choose the organisation this type of user belongs to',
    fr: "Choisissez l'organisation de ce type d'utilisateur",
  },
  'user.organisationNotFound': {
    cn: '所选机构不存在',
    en: 'The chosen organisation does not exist',
    fr: "L'organisation choisie n'existe pas",
  },
  'user.notYourself': {
    cn: '不能停用自己的账号',
    en: 'You cannot disable your own account',
    fr: 'Vous ne pouvez pas désactiver votre propre compte',
  },
  'role.codeTaken': {
    cn: '角色编码已存在',
    en: 'This role code already exists',
    fr: 'Ce code de rôle existe déjà',
  },
  'role.inUse': {
    cn: '该角色仍有用户，无法删除',
    en: 'Users still have this role; it cannot be deleted',
    fr: 'Des utilisateurs ont encore ce rôle ; il ne peut pas être supprimé',
  },
  'role.default': {
    cn: '默认角色不能删除，可以停用',
    en: 'A default role cannot be deleted; disable it instead',
    fr: 'Un rôle par défaut ne peut pas être supprimé ; désactivez-le',
  },
  'role.unknownPermission': {
    cn: '包含未知的权限',
    en: 'Contains an unknown permission',
    fr: 'Contient une permission inconnue',
  },
  'role.notFound': {
    cn: '所选角色不存在',
    en: 'A chosen role does not exist',
    fr: "Un rôle choisi n'existe pas",
  },
  'tree.hasChildren': {
    cn: '请先删除下级节点',
    en: 'Delete the entries below it first',
    fr: "Supprimez d'abord les entrées en dessous",
  },
  'tree.cycle': {
    cn: '不能移动到自身或其下级之下',
    en: 'It cannot move under itself or one of its own entries',
    fr: "Impossible de le déplacer sous lui-même ou l'une de ses entrées",
  },
  'tree.parentNotFound': {
    cn: '上级节点不存在',
    en: 'The parent entry does not exist',
    fr: "L'entrée parente n'existe pas",
  },
  'dept.hasUsers': {
    cn: '该部门仍有用户，无法删除',
    en: 'Users still belong to this department; it cannot be deleted',
    fr: 'Des utilisateurs appartiennent encore à ce service ; il ne peut pas être supprimé',
  },
  'menu.pathTaken': {
    cn: '该路径已有菜单',
    en: 'A menu entry already uses this path',
    fr: 'Une entrée de menu utilise déjà ce chemin',
  },
  'dict.codeTaken': {
    cn: '字典编码已存在',
    en: 'This dictionary code already exists',
    fr: 'Ce code de dictionnaire existe déjà',
  },
  'dict.valueTaken': {
    cn: '该字典中已有此值',
    en: 'This dictionary already has this value',
    fr: 'Ce dictionnaire contient déjà cette valeur',
  },
  'dict.typeNotFound': {
    cn: '字典类型不存在',
    en: 'The dictionary type does not exist',
    fr: "Le type de dictionnaire n'existe pas",
  },
  'reviewSetting.exists': {
    cn: '该资源类型已配置审核角色',
    en: 'This kind of resource already has a reviewer role',
    fr: 'Ce type de ressource a déjà un rôle de réviseur',
  },
  'advice.processed': {
    cn: '该意见已处理',
    en: 'This advice has already been processed',
    fr: 'Cette suggestion a déjà été traitée',
  },
  'advice.replyTitle': {
    cn: '您的意见反馈已处理',
    en: 'Your advice has been processed',
    fr: 'Votre suggestion a été traitée',
  },
  'record.inUse': {
    cn: '该记录正在被使用，无法删除',
    en: 'This record is in use and cannot be deleted',
    fr: 'Cet enregistrement est utilisé et ne peut pas être supprimé',
  },
  'review.remarkRequired': {
    cn: '请填写审核意见',
    en: 'Enter the reason for the decision',
    fr: 'Indiquez le motif de la décision',
  },
  'review.notReviewer': {
    cn: '您不是此类内容的审核人',
    en: 'You are not a reviewer of this kind of item',
    fr: "Vous n'êtes pas réviseur de ce type d'élément",
  },
  'review.notAllowed': {
    cn: '当前状态下不能执行此操作',
    en: 'This cannot be done in the current state',
    fr: "Impossible dans l'état actuel",
  },
  'review.approvedTitle': { cn: '审核通过：{item}', en: 'Approved: {item}', fr: 'Approuvé : {item}' },
  'review.rejectedTitle': { cn: '审核未通过：{item}', en: 'Not approved: {item}', fr: 'Refusé : {item}' },
  'review.decisionBody': {
    cn: '审核意见：{remark}',
    en: 'Reviewer’s remark: {remark}',
    fr: 'Remarque du réviseur : {remark}',
  },
  'company.exists': {
    cn: '您的账号已关联企业',
    en: 'Your account already has a company',
    fr: 'Votre compte a déjà une entreprise',
  },
  'company.noCompany': {
    cn: '请先创建企业信息',
    en: 'Create your company information first',
    fr: "Créez d'abord les informations de votre entreprise",
  },
  'company.kindMismatch': {
    cn: '企业类型须与账号类型一致',
    en: 'The company kind must match your account type',
    fr: "Le type d'entreprise doit correspondre au type de votre compte",
  },
  'company.registrationNoFormat': {
    cn: '注册号须为15、18或21位',
    en: 'The registration number must be 15, 18 or 21 characters',
    fr: "Le numéro d'enregistrement doit comporter 15, 18 ou 21 caractères",
  },
  'company.registrationTaken': {
    cn: '该注册号已被其他企业使用',
    en: 'Another company already uses this registration number',
    fr: "Une autre entreprise utilise déjà ce numéro d'enregistrement",
  },
  'company.notPassed': {
    cn: '企业信息尚未审核通过，暂不能进行此操作',
    en: 'Your company has not passed review yet, so this is not possible',
    fr: "Votre entreprise n'a pas encore été approuvée ; ce n'est pas possible",
  },
  'company.paused': {
    cn: '企业已被暂停：{reason}',
    en: 'Your company is paused: {reason}',
    fr: 'Votre entreprise est suspendue : {reason}',
  },
  'company.tracePaused': {
    cn: '企业溯源已暂停，不能绑定标签或发货',
    en: 'Traceability of your company is paused: labels cannot be bound and goods cannot be shipped',
    fr: "La traçabilité de votre entreprise est suspendue : impossible de lier des étiquettes ou d'expédier",
  },
  'company.noContract': {
    cn: '企业尚无有效的溯源合同',
    en: 'Your company has no traceability contract in force',
    fr: "Votre entreprise n'a pas de contrat de traçabilité en vigueur",
  },
  'company.contractLapsed': {
    cn: '企业溯源合同已于 {date} 到期',
    en: 'Your company’s traceability contract ended on {date}',
    fr: 'Le contrat de traçabilité de votre entreprise a pris fin le {date}',
  },
  'company.pauseReasonRequired': {
    cn: '请填写暂停原因',
    en: 'Enter the reason for pausing',
    fr: 'Indiquez le motif de la suspension',
  },
  'traceability.pendingExists': {
    cn: '已有待审核的溯源申请',
    en: 'A traceability application is already waiting for review',
    fr: 'Une demande de traçabilité attend déjà une revue',
  },
  'traceability.approvedTitle': {
    cn: '溯源申请已通过，合同有效期至 {date}',
    en: 'Traceability approved: the contract runs until {date}',
    fr: "Traçabilité approuvée : le contrat court jusqu'au {date}",
  },
  'traceability.rejectedTitle': {
    cn: '溯源申请未通过',
    en: 'Traceability application not approved',
    fr: 'Demande de traçabilité refusée',
  },
  'partner.self': {
    cn: '不能将本企业添加为合作伙伴',
    en: 'Your own company cannot be its partner',
    fr: 'Votre propre entreprise ne peut pas être son partenaire',
  },
  'partner.kindMismatch': {
    cn: '该企业类型不符合此合作关系',
    en: 'This company is not of the kind this relation needs',
    fr: "Cette entreprise n'est pas du type requis pour cette relation",
  },
  'partner.exists': { cn: '已是合作伙伴', en: 'Already a partner', fr: 'Déjà partenaire' },
  'partner.notPassed': {
    cn: '只能添加审核通过的企业',
    en: 'Only companies that passed review can be partners',
    fr: 'Seules les entreprises approuvées peuvent être partenaires',
  },
  'product.gtinInvalid': {
    cn: 'GTIN 校验位不正确',
    en: 'The GTIN check digit is wrong',
    fr: 'Le chiffre de contrôle du GTIN est incorrect',
  },
  'product.gtinTaken': {
    cn: '该GTIN已被其他产品使用',
    en: 'Another product already uses this GTIN',
    fr: 'Un autre produit utilise déjà ce GTIN',
  },
  'product.categoryNotFound': {
    cn: '产品类别不存在',
    en: 'The product category does not exist',
    fr: "La catégorie de produit n'existe pas",
  },
  'product.subclassNotFound': {
    cn: '产品子类不存在',
    en: 'The product subclass does not exist',
    fr: "La sous-classe de produit n'existe pas",
  },
  'product.notApproved': {
    cn: '产品内容审核通过后才能上架',
    en: 'A product can go online once its content has passed review',
    fr: 'Un produit peut être mis en ligne une fois son contenu approuvé',
  },
  'category.codeTaken': {
    cn: '类别编码已存在',
    en: 'This category code already exists',
    fr: 'Ce code de catégorie existe déjà',
  },
  'date.expiryPast': {
    cn: '到期时间必须晚于当前时间',
    en: 'The expiry must be later than now',
    fr: "L'échéance doit être postérieure à maintenant",
  },
  'reminder.certDue': {
    cn: '您的证书“{name}”将于 {date} 到期（剩余 {days} 天）',
    en: 'Your certificate “{name}” expires on {date} ({days} days left)',
    fr: 'Votre certificat « {name} » expire le {date} (encore {days} jours)',
  },
  'reminder.evaluateDue': {
    cn: '评价“{title}”将于 {date} 到期（剩余 {days} 天）',
    en: 'The evaluation “{title}” is due on {date} ({days} days left)',
    fr: 'L’évaluation « {title} » arrive à échéance le {date} (encore {days} jours)',
  },
  'label.codeFormat': {
    cn: '标签编码须为16至20位数字',
    en: 'A label code is 16 to 20 digits',
    fr: 'Un code d’étiquette comporte 16 à 20 chiffres',
  },
  'label.countNumber': { cn: '请输入数字', en: 'Input must be Number', fr: 'La saisie doit être un nombre' },
  'label.countMultiple': {
    cn: '数量须为40的倍数（每版5×8）',
    en: 'The count must be a multiple of 40 (a 5 x 8 sheet)',
    fr: 'La quantité doit être un multiple de 40 (une planche de 5 x 8)',
  },
  'label.countMax': {
    cn: '每次最多生成150,000枚标签',
    en: 'At most 150,000 labels per run',
    fr: 'Au plus 150 000 étiquettes par génération',
  },
  'label.overRunLimit': {
    cn: '超出每次生成上限 {limit} 枚',
    en: 'More than the limit of {limit} labels per run',
    fr: 'Au-delà de la limite de {limit} étiquettes par génération',
  },
  'label.runNotRetryable': {
    cn: '只有出错的生成任务可以重试',
    en: 'Only a run that ended in error can be resumed',
    fr: 'Seule une génération en erreur peut être reprise',
  },
  'label.runNotGenerated': {
    cn: '标签尚未生成完成',
    en: 'The labels of this run are not generated yet',
    fr: 'Les étiquettes de cette génération ne sont pas encore prêtes',
  },
  'label.countTooLarge': {
    cn: '数量不能超过1,000,000',
    en: 'The count must not exceed 1,000,000',
    fr: 'La quantité ne doit pas dépasser 1 000 000',
  },
  'label.overApplicationLimit': {
    cn: '超出每次申请上限 {limit} 枚',
    en: 'More than the limit of {limit} labels per application',
    fr: 'Au-delà de la limite de {limit} étiquettes par demande',
  },
  'label.addressNotFound': {
    cn: '收货地址不存在',
    en: 'The delivery address does not exist',
    fr: "L'adresse de livraison n'existe pas",
  },
  'label.productNotYours': {
    cn: '请选择本企业审核通过的产品',
    en: 'Choose an approved product of your company',
    fr: 'Choisissez un produit approuvé de votre entreprise',
  },
  'label.notYourOrder': {
    cn: '该订单不是您的',
    en: 'This order is not yours',
    fr: "Cette commande n'est pas la vôtre",
  },
  'label.notPrinter': {
    cn: '只有承印该订单的印刷厂可以发货',
    en: 'Only the printing factory of this order can record its delivery',
    fr: "Seule l'imprimerie de cette commande peut enregistrer sa livraison",
  },
  'label.printerNotFound': {
    cn: '印刷厂不存在',
    en: 'The printing factory does not exist',
    fr: "L'imprimerie n'existe pas",
  },
  'label.receiptMissing': {
    cn: '请先上传付款凭证',
    en: 'Upload the payment receipt first',
    fr: "Téléversez d'abord le justificatif de paiement",
  },
  'label.notGeneratedYet': {
    cn: '标签数据尚未生成完成，暂不能发货',
    en: 'The label data is not generated yet, so the order cannot be delivered',
    fr: 'Les données des étiquettes ne sont pas encore générées ; la commande ne peut pas être livrée',
  },
  'order.submitted': {
    cn: '新的标签申请待审核：{orderNo}',
    en: 'New label application to review: {orderNo}',
    fr: 'Nouvelle demande d’étiquettes à examiner : {orderNo}',
  },
  'order.approved': {
    cn: '标签申请已通过，请上传付款凭证：{orderNo}',
    en: 'Label application approved, please upload the payment receipt: {orderNo}',
    fr: 'Demande approuvée, veuillez téléverser le justificatif de paiement : {orderNo}',
  },
  'order.rejected': {
    cn: '标签申请未通过：{orderNo}',
    en: 'Label application not approved: {orderNo}',
    fr: 'Demande d’étiquettes refusée : {orderNo}',
  },
  'order.receiptUploaded': {
    cn: '付款凭证待审核：{orderNo}',
    en: 'Payment receipt to review: {orderNo}',
    fr: 'Justificatif de paiement à examiner : {orderNo}',
  },
  'order.paid': {
    cn: '付款已确认，标签开始制作：{orderNo}',
    en: 'Payment accepted, the labels are being made: {orderNo}',
    fr: 'Paiement accepté, les étiquettes sont en fabrication : {orderNo}',
  },
  'order.toPrint': {
    cn: '新的印刷任务：{orderNo}',
    en: 'New order to print: {orderNo}',
    fr: 'Nouvelle commande à imprimer : {orderNo}',
  },
  'order.paymentRejected': {
    cn: '付款凭证未通过：{orderNo}',
    en: 'Payment receipt refused: {orderNo}',
    fr: 'Justificatif de paiement refusé : {orderNo}',
  },
  'order.delivered': {
    cn: '标签已发货：{orderNo}，{carrier} {trackingNo}',
    en: 'Labels shipped: {orderNo}, {carrier} {trackingNo}',
    fr: 'Étiquettes expédiées : {orderNo}, {carrier} {trackingNo}',
  },
  'void.reasonRequired': {
    cn: '请填写作废原因',
    en: 'Enter the reason for voiding',
    fr: 'Indiquez le motif de l’annulation',
  },
  'void.codesRequired': {
    cn: '请至少添加一个标签编码或一个编码区间',
    en: 'Please add at least one code or a range',
    fr: 'Ajoutez au moins un code ou une plage',
  },
  'void.rangeOrder': {
    cn: '结束编码须大于等于起始编码',
    en: 'The last code must not be below the first',
    fr: 'Le dernier code ne doit pas être inférieur au premier',
  },
  'void.rangeTooLarge': {
    cn: '每次最多作废10,000枚标签',
    en: 'At most 10,000 labels per request',
    fr: 'Au plus 10 000 étiquettes par demande',
  },
  'void.notYourLabels': {
    cn: '以下标签不属于本企业或已作废：{codes}',
    en: 'These labels are not your company’s or are already void: {codes}',
    fr: 'Ces étiquettes ne sont pas à votre entreprise ou sont déjà annulées : {codes}',
  },
  'void.submitted': {
    cn: '新的标签作废申请待审核：{requestNo}',
    en: 'New void request to review: {requestNo}',
    fr: 'Nouvelle demande d’annulation à examiner : {requestNo}',
  },
  'void.performed': {
    cn: '标签作废已执行：{requestNo}',
    en: 'Labels voided: {requestNo}',
    fr: 'Étiquettes annulées : {requestNo}',
  },
  'void.rejected': {
    cn: '标签作废申请未通过：{requestNo}',
    en: 'Void request not approved: {requestNo}',
    fr: 'Demande d’annulation refusée : {requestNo}',
  },
  'barcode.countMin': {
    cn: '数量至少为1',
    en: 'The count must be at least 1',
    fr: 'La quantité doit être au moins 1',
  },
  'barcode.countMax': {
    cn: '每次申请的条码须少于10,000个',
    en: 'Fewer than 10,000 barcodes per application',
    fr: 'Moins de 10 000 codes-barres par demande',
  },
  'barcode.needsGtin': {
    cn: 'GS1-128条码需要产品设置GTIN',
    en: 'A GS1-128 barcode needs the product’s GTIN',
    fr: 'Un code GS1-128 nécessite le GTIN du produit',
  },
  'barcode.notReady': {
    cn: '条码尚未生成完成',
    en: 'The barcodes are not ready yet',
    fr: 'Les codes-barres ne sont pas encore prêts',
  },
  'message.notFound': {
    cn: '消息不存在',
    en: 'The message does not exist',
    fr: "Le message n'existe pas",
  },
} as const satisfies Record<string, Localized>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/** Translates a message key, filling `{name}` placeholders from params. Unknown keys pass through. */
export function translate(key: string, language: Language, params?: Record<string, string | number>): string {
  const entry = isMessageKey(key) ? MESSAGES[key] : undefined;
  const template: string = entry ? entry[language] : key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
