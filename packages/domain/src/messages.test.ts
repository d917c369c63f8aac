import { describe, expect, it } from 'vitest';
import { fieldLimits, passwordMinLength } from './limits';
import { flowMessages, messages } from './messages';

describe('messages', () => {
  it('has the forced profile update agree with the shop: voucher codes come by SMS, not by email', () => {
    expect(flowMessages.emailToContinueHint).toContain('voucher codes from the shop by SMS');
    expect(flowMessages.emailToContinueHint).not.toMatch(/vouchers? by email/);
  });

  it('keeps the fixed texts of the spec word for word', () => {
    expect(messages.termsRequired).toBe(
      'Terms and Conditions are required to be accepted to participate in this program',
    );
    expect(messages.recipientsRequired).toBe('Please select at least one recipient.');
    expect(messages.recipientsRequiredTitle).toBe('Recipients required');
    expect(messages.managerOnly).toBe('Only a manager may access this module.');
    expect(messages.noMembersFound).toBe('No members found.');
    expect(messages.noneSelected).toBe('None Selected.');
    expect(messages.notProvided).toBe('(Not provided)');
    expect(messages.noResults).toBe('No Results');
    expect(messages.loading).toBe('Loading...');
    expect(messages.noRecentOrders).toBe('You have no recent orders.');
    expect(messages.pleaseNote).toBe('Please note:');
    expect(messages.voucherDetails).toBe('Voucher Details:');
    expect(messages.failureUpload).toBe('FAILURE UPLOAD!!');
    expect(messages.invalidKey).toBe('Invalid Key');
    expect(messages.passwordHint).toBe('At least 8 characters with at least 1 letter and 1 number');
    expect(messages.shoutOutSubmitted).toBe('Successfully submitted Shout Out');
    expect(messages.viewVoucherCodes).toBe('View Voucher Codes');
    expect(messages.productRemoved).toBe(
      'This product is no longer available and has been removed from your basket',
    );
  });

  it('keeps the error catalogue of SPEC §8', () => {
    expect(messages.errorRetrievingContent).toBe('Error retrieving content');
    expect(messages.errorRetrievingMemberData).toBe('Error retrieving member data');
    expect(messages.errorRetrievingCategoryData).toBe('Error retrieving category data');
    expect(messages.errorRetrievingProductData).toBe('Error retrieving product data');
    expect(messages.errorRetrievingBasketData).toBe('Error retrieving basket data');
    expect(messages.anErrorHasOccurred('<html/>')).toBe('An error has occurred: <html/>');
    expect(messages.unexpectedError).toBe('Unexpected Error');
    expect(messages.dataResponseErrorTitle('Bad Gateway', 502)).toBe(
      'Data Response Error: Bad Gateway (502)',
    );
    expect(messages.unexpectedStatus(502)).toBe('An unexpected error (502) has occurred');
    expect(messages.dataRequestError).toBe('Data Request Error');
    expect(messages.dataUnexpectedError).toBe('Data Unexpected Error:');
  });

  it('fills the templated texts of the spec', () => {
    expect(messages.cannotAddStore('Paws North')).toBe(
      'Cannot add Paws North. Only individuals can be selected',
    );
    expect(messages.divisionAlreadyAdded('Paws North')).toBe(
      'Entire division Paws North has already been added',
    );
    expect(messages.memberAlreadyAdded('Ann Lee')).toBe('Ann Lee has already been added.');
    expect(messages.entireDivision('Paws North')).toBe('Entire division: Paws North');
    expect(messages.sentMessages(12)).toBe('Successfully sent 12 messages.');
    expect(messages.priceChanged('R10.00', 'R12.00')).toBe(
      'The price for this product has changed from R10.00 to R12.00',
    );
    expect(messages.priceReduced('R12.00', 'R10.00')).toBe(
      'The price for this product has been reduced from R12.00 to R10.00',
    );
  });

  it('words the generic field checks with the field label', () => {
    expect(messages.required('Email')).toBe('Email is required.');
    expect(messages.tooLong('Email', 80)).toBe('Email must be at most 80 characters.');
    expect(messages.notAllowedChoice('Value')).toBe('Please choose a value from the list.');
  });
});

describe('fieldLimits', () => {
  it('holds the maximum lengths of SPEC §5, and ours where the spec gives none', () => {
    expect(fieldLimits).toEqual({
      loginMemberNumber: 50,
      cellNum: 20,
      postAddr2Registration: 20,
      postAddr2Profile: 30,
      otp: 20,
      firstname: 80,
      surname: 80,
      email: 80,
      password: 80,
      memberSearch: 20,
      nominationReason: 1500,
      awardMessageSms: 150,
      awardMessageEmail: 350,
      interest1: 80,
      interestOtherDesc: 200,
      otherInfo: 500,
      contactName: 80,
      contactMessage: 2000,
      adjustmentReason: 200,
      consoleSearch: 40,
      insightsCode: 40,
      auditAction: 40,
    });
    expect(passwordMinLength).toBe(8);
  });
});
