namespace :companies do
  task describe: :environment do
    puts Categorizer::CompanyDetails.new(ENV.fetch("URL")).call
  end
end
