class SyncUserJob < ApplicationJob
  def perform(id)
    IdentityLookup.user(id)
  rescue StandardError # expect: silent-rescue
    nil
  end
end

class DescribeIdentityJob < ApplicationJob
  def perform
    IdentityLookup.base
  rescue StandardError # expect: silent-rescue@medium
    nil
  end
end
