// The form frame. useZodForm (react-hook-form with a zod schema) lives in '@portal/shared/forms', so a
// page that does not use react-hook-form does not load it.
import styled from 'styled-components';

/** A vertical form with the browser's own validation bubbles off (errors show next to fields). */
export const Form = styled.form.attrs({ noValidate: true })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: ${({ theme }) => theme.space(1)};
`;
