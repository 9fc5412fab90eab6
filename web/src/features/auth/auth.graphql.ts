import { graphql } from "../../gql";

export const authUserFields = graphql(`
  fragment AuthUserFields on User {
    id
    username
    role
    profilePicture
    useDefaultAvatar
  }
`);

export const meQuery = graphql(`
  query Me {
    me {
      ...AuthUserFields
    }
  }
`);

export const loginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        ...AuthUserFields
      }
    }
  }
`);

export const registerMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      user {
        ...AuthUserFields
      }
    }
  }
`);

export const logoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export const forgotPasswordMutation = graphql(`
  mutation ForgotPassword($email: String!, $captchaToken: String!) {
    forgotPassword(email: $email, captchaToken: $captchaToken)
  }
`);

export const resetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword)
  }
`);

export const changePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export const deleteAccountMutation = graphql(`
  mutation DeleteAccount($password: String!) {
    deleteAccount(password: $password)
  }
`);
