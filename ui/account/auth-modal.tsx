import { useSignals } from "@preact/signals-react/runtime"
import type { Effect } from "effect"
import type { AuthStep, AuthTab } from "../../core/account/auth-model.ts"
import { type makeAuthModel, VerificationCodeForm } from "../../core/account/auth-model.ts"
import { LoginForm } from "../../core/account/login.ts"
import { RegistrationForm } from "../../core/account/registration.ts"
import { ForgotPasswordForm, NewPasswordForm } from "../../core/account/reset-password.ts"
import {
  ACCOUNT_CREATED,
  AUTH_LABELS,
  BACK_TO_LOGIN,
  FORGOT_PASSWORD,
  FORGOT_PASSWORD_TEXT,
  FORGOT_PASSWORD_TITLE,
  LOGIN,
  LOGIN_OR_REGISTER,
  MOBILE_NUMBER_HINT,
  PASSWORD_UPDATED,
  REGISTER,
  RESET_LINK_ON_ITS_WAY,
  RESET_PASSWORD_TITLE,
  SAVE_PASSWORD,
  SEND_RESET_LINK,
  VERIFICATION_CODE_LABEL,
  VERIFY,
  verificationCodeSent,
} from "../../core/account/messages.ts"
import type { FieldErrors } from "../../core/validation/field-errors.ts"
import { Button } from "../kit/button.tsx"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import { Modal } from "../kit/modal.tsx"
import { Notice } from "../kit/notice.tsx"
import type { Bound } from "../kit/screen-model.tsx"
import { Tabs } from "../kit/tabs.tsx"
import { ResendCode } from "../kit/resend-code.tsx"
import { RESEND_OTP } from "../../core/account/messages.ts"
import { resendIn } from "../../core/manage-booking/messages.ts"
import "./account.css"

export type AuthModalModel = Bound<Effect.Success<ReturnType<typeof makeAuthModel>>>

interface StepProps {
  readonly auth: AuthModalModel
}

const ErrorNotice = ({ error }: { readonly error: string | undefined }) =>
  error === undefined ? null : (
    <Notice tone="danger" role="alert">
      {error}
    </Notice>
  )

/** The server's field errors of the last answer, as the form hook takes them (a new object per answer). */
const useServerErrors = (auth: AuthModalModel): FieldErrors | null => auth.fieldErrors.value

/** spec A §3, §4: username and password, remember me; success goes to My Details. */
export const LoginStep = ({ auth }: StepProps) => {
  useSignals()
  const step = auth.step.value
  const { form } = useKitForm({
    defaultValues: { username: "", password: "", rememberMe: false },
    schema: LoginForm,
    serverErrors: useServerErrors(auth),
    onSubmit: (values) => auth.logIn(values),
  })
  return (
    <KitForm form={form} className="form-stack" aria-label={LOGIN}>
      <ErrorNotice error={step.step === "login" ? step.error : undefined} />
      <form.AppField name="username">{(field) => <field.TextField label={AUTH_LABELS.username} type="email" autoComplete="username" required />}</form.AppField>
      <form.AppField name="password">{(field) => <field.TextField label={AUTH_LABELS.password} type="password" autoComplete="current-password" required />}</form.AppField>
      <form.AppField name="rememberMe">{(field) => <field.CheckboxField label={AUTH_LABELS.rememberMe} />}</form.AppField>
      <form.SubmitButton block loading={auth.busy.value}>
        {LOGIN}
      </form.SubmitButton>
      <Button variant="ghost" size="small" onClick={() => auth.forgotPassword()}>
        {FORGOT_PASSWORD}
      </Button>
    </KitForm>
  )
}

/** spec A §3, §5: every field of the registration, its rules, and the server's words on the fields. */
export const RegisterStep = ({ auth }: StepProps) => {
  useSignals()
  const step = auth.step.value
  const { form } = useKitForm({
    defaultValues: { firstName: "", lastName: "", email: "", mobileNumber: "", password: "", confirmPassword: "" },
    schema: RegistrationForm,
    serverErrors: useServerErrors(auth),
    onSubmit: (values) => auth.register(values),
  })
  return (
    <KitForm form={form} className="form-stack" aria-label={REGISTER}>
      <ErrorNotice error={step.step === "register" ? step.error : undefined} />
      <div className="form-columns">
        <form.AppField name="firstName">{(field) => <field.TextField label={AUTH_LABELS.firstName} autoComplete="given-name" />}</form.AppField>
        <form.AppField name="lastName">{(field) => <field.TextField label={AUTH_LABELS.lastName} autoComplete="family-name" />}</form.AppField>
      </div>
      <form.AppField name="email">{(field) => <field.TextField label={AUTH_LABELS.email} type="email" autoComplete="email" required />}</form.AppField>
      <form.AppField name="mobileNumber">{(field) => <field.MobileNumberField label={AUTH_LABELS.mobileNumber} hint={MOBILE_NUMBER_HINT} required />}</form.AppField>
      <form.AppField name="password">{(field) => <field.TextField label={AUTH_LABELS.password} type="password" autoComplete="new-password" required />}</form.AppField>
      <form.AppField name="confirmPassword">
        {(field) => <field.TextField label={AUTH_LABELS.confirmPassword} type="password" autoComplete="new-password" required />}
      </form.AppField>
      <form.SubmitButton block loading={auth.busy.value}>
        {REGISTER}
      </form.SubmitButton>
    </KitForm>
  )
}

/** spec A §4, §5: the code texted to the mobile, labelled Verification Code; 60 s, then Resend OTP. */
export const VerifyStep = ({ auth }: StepProps) => {
  useSignals()
  const { form } = useKitForm({
    defaultValues: { code: "" },
    schema: VerificationCodeForm,
    serverErrors: useServerErrors(auth),
    onSubmit: (values) => auth.verify(values.code),
  })
  return (
    <KitForm form={form} className="form-stack">
      <form.AppField name="code">{(field) => <field.OneTimeCodeField label={VERIFICATION_CODE_LABEL} />}</form.AppField>
      <ResendCode canResend={auth.resend.canResend.value} resendLabel={RESEND_OTP} waitText={resendIn(auth.resend.remainingText.value)} onResend={() => auth.resendCode()} />
      <form.SubmitButton block loading={auth.busy.value}>
        {VERIFY}
      </form.SubmitButton>
    </KitForm>
  )
}

/** spec A §7: forgot password sends a reset link to the account's e-mail. */
export const ForgotStep = ({ auth }: StepProps) => {
  useSignals()
  const step = auth.step.value
  const { form } = useKitForm({
    defaultValues: { email: "" },
    schema: ForgotPasswordForm,
    serverErrors: useServerErrors(auth),
    onSubmit: (values) => auth.sendResetLink(values),
  })
  return (
    <KitForm form={form} className="form-stack" aria-label={FORGOT_PASSWORD_TITLE}>
      <ErrorNotice error={step.step === "forgot" ? step.error : undefined} />
      {step.step === "forgot" && step.sent ? (
        <Notice tone="success" role="status">
          {RESET_LINK_ON_ITS_WAY}
        </Notice>
      ) : null}
      <form.AppField name="email">{(field) => <field.TextField label={AUTH_LABELS.email} type="email" autoComplete="email" required />}</form.AppField>
      <form.SubmitButton block loading={auth.busy.value}>
        {SEND_RESET_LINK}
      </form.SubmitButton>
      <Button variant="ghost" size="small" onClick={() => auth.showTab("login")}>
        {BACK_TO_LOGIN}
      </Button>
    </KitForm>
  )
}

/** spec A §4, §5: the new password twice (the password rule, matching); a used or expired link told plainly. */
export const ResetStep = ({ auth }: StepProps) => {
  useSignals()
  const step = auth.step.value
  const { form } = useKitForm({
    defaultValues: { password: "", passwordConfirmation: "" },
    schema: NewPasswordForm,
    serverErrors: useServerErrors(auth),
    onSubmit: (values) => auth.resetPassword(values),
  })
  return (
    <KitForm form={form} className="form-stack" aria-label={RESET_PASSWORD_TITLE}>
      <ErrorNotice error={step.step === "reset" ? step.error : undefined} />
      <form.AppField name="password">{(field) => <field.TextField label={AUTH_LABELS.newPassword} type="password" autoComplete="new-password" required />}</form.AppField>
      <form.AppField name="passwordConfirmation">
        {(field) => <field.TextField label={AUTH_LABELS.passwordConfirmation} type="password" autoComplete="new-password" required />}
      </form.AppField>
      <form.SubmitButton block loading={auth.busy.value}>
        {SAVE_PASSWORD}
      </form.SubmitButton>
    </KitForm>
  )
}

const titleOf = (step: AuthStep): string => {
  switch (step.step) {
    case "verify":
      return VERIFICATION_CODE_LABEL
    case "created":
      return ACCOUNT_CREATED
    case "forgot":
      return FORGOT_PASSWORD_TITLE
    case "reset":
      return RESET_PASSWORD_TITLE
    case "updated":
      return PASSWORD_UPDATED
    default:
      return LOGIN_OR_REGISTER
  }
}

/**
 * spec A §2, §4, §5: the auth modal: Login and Register tabs, the Verification Code step, "Account successfully
 * created!" and "Password Updated!" (each with Login), Forgot password and Reset password. Its model:
 * core/account/auth-model.ts, built by the header's user menu (it opens from there and from a reset link).
 */
export const AuthModal = ({ auth }: StepProps) => {
  useSignals()
  const step = auth.step.value
  const close = (open: boolean) => {
    if (!open) auth.close()
  }
  const loginButton = (
    <Button block onClick={() => auth.showTab("login")}>
      {LOGIN}
    </Button>
  )
  if (step.step === "created" || step.step === "updated") {
    return <Modal open onOpenChange={close} title={titleOf(step)} actions={loginButton} />
  }
  if (step.step === "verify") {
    return (
      <Modal open onOpenChange={close} title={titleOf(step)} description={verificationCodeSent(step.mobile)}>
        <VerifyStep auth={auth} />
      </Modal>
    )
  }
  if (step.step === "forgot") {
    return (
      <Modal open onOpenChange={close} title={titleOf(step)} description={FORGOT_PASSWORD_TEXT}>
        <ForgotStep auth={auth} />
      </Modal>
    )
  }
  if (step.step === "reset") {
    return (
      <Modal open onOpenChange={close} title={titleOf(step)}>
        <ResetStep auth={auth} />
      </Modal>
    )
  }
  const tab: AuthTab = step.step === "register" ? "register" : "login"
  return (
    <Modal open onOpenChange={close} title={titleOf(step)}>
      <Tabs<AuthTab>
        label={LOGIN_OR_REGISTER}
        value={tab}
        onValueChange={(next) => auth.showTab(next)}
        items={[
          { value: "login", label: LOGIN, content: <LoginStep auth={auth} /> },
          { value: "register", label: REGISTER, content: <RegisterStep auth={auth} /> },
        ]}
      />
    </Modal>
  )
}
